// AlmanacUIKit: the UIKit CalendarView. Every file is inside `#if canImport(UIKit)`,
// so the module builds empty on Linux; type-checked with ../shared/apple-typecheck.
#if canImport(UIKit)
  import UIKit
#endif
