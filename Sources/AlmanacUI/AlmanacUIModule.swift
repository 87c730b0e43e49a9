// AlmanacUI: SwiftUI faces of the engine. Every file is inside `#if canImport(SwiftUI)`,
// so the module builds empty on Linux; type-checked with ../shared/apple-typecheck.
#if canImport(SwiftUI)
  import SwiftUI
#endif
