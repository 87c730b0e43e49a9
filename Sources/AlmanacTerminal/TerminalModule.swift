// AlmanacTerminal: ANSI rendering and the interactive picker runtime.
import Almanac
