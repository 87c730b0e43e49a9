import Almanac
import Foundation

print(Day(Date(), in: TimeZone.current))
