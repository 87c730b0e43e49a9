// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Almanac",
  // The originals' baseline. The engine, AlmanacICS, AlmanacStore, AlmanacTerminal and
  // `almanac` build on macOS and Linux; AlmanacUI, AlmanacUIKit and AlmanacEventKit are for iOS
  // and iPadOS and compile to nothing where SwiftUI, UIKit or EventKit is missing
  // (docs/platforms.md).
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "Almanac", targets: ["Almanac"]),
    .library(name: "AlmanacICS", targets: ["AlmanacICS"]),
    .library(name: "AlmanacStore", targets: ["AlmanacStore"]),
    .library(name: "AlmanacCalDAV", targets: ["AlmanacCalDAV"]),
    .library(name: "AlmanacTerminal", targets: ["AlmanacTerminal"]),
    .library(name: "AlmanacHTML", targets: ["AlmanacHTML"]),
    .library(name: "AlmanacUI", targets: ["AlmanacUI"]),
    .library(name: "AlmanacUIKit", targets: ["AlmanacUIKit"]),
    .executable(name: "almanac", targets: ["AlmanacCLI"]),
    .library(name: "AlmanacEventKit", targets: ["AlmanacEventKit"]),
  ],
  targets: [
    // Shared low-level helpers (floor division, padding, JSON and markup escaping, offsets)
    // with `package` access: a target, not a product, as swift-collections keeps its
    // InternalCollectionsUtilities.
    .target(name: "AlmanacPrimitives", dependencies: ["AlmanacSystem"]),
    // C: atomics for signal handlers (the standard library's `Atomic` needs iOS 18 and
    // macOS 15) and the C-library fields glibc and Darwin name differently, behind one function
    // each, so that the Swift code has no platform branches that only a Mac could compile.
    // It also carries the CalDAV client's libcurl transfer on Linux, libcurl opened at run time.
    .target(
      name: "AlmanacSystem", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
    .target(name: "Almanac", dependencies: ["AlmanacPrimitives"]),
    .target(
      name: "AlmanacICS", dependencies: ["Almanac", "AlmanacPrimitives", "AlmanacSystem"]),
    .target(
      name: "AlmanacStore",
      dependencies: ["Almanac", "AlmanacICS", "AlmanacPrimitives", "AlmanacSystem"]),
    .target(
      name: "AlmanacCalDAV",
      dependencies: ["AlmanacICS", "AlmanacStore", "AlmanacPrimitives", "AlmanacSystem"]),
    .target(
      name: "AlmanacTerminal", dependencies: ["Almanac", "AlmanacPrimitives", "AlmanacSystem"]),
    .target(name: "AlmanacHTML", dependencies: ["Almanac", "AlmanacPrimitives"]),
    .target(name: "AlmanacUI", dependencies: ["Almanac", "AlmanacUISupport"]),
    .target(
      name: "AlmanacUIKit", dependencies: ["Almanac", "AlmanacUIKitSupport", "AlmanacUISupport"]),
    // What the Apple faces share and SwiftUI's own decisions that are not engine API (the
    // calendar views' model, binding syncs, today's clock, the months as pages, a store's
    // events), with `package` access so that only the faces and the tests see them.
    .target(name: "AlmanacUISupport", dependencies: ["Almanac"]),
    // The UIKit view's decisions that are not engine API (delegate calls, the data source's
    // period, the SwiftUI wrapper's render handling, the events feed), likewise `package`.
    .target(name: "AlmanacUIKitSupport", dependencies: ["Almanac", "AlmanacUISupport"]),
    .target(
      name: "AlmanacEventKit",
      dependencies: [
        "Almanac", "AlmanacUI", "AlmanacUIKit", "AlmanacUIKitSupport", "AlmanacUISupport",
      ]),
    .executableTarget(
      name: "AlmanacCLI",
      dependencies: [
        "Almanac", "AlmanacICS", "AlmanacStore", "AlmanacTerminal", "AlmanacHTML",
        "AlmanacCalDAV", "AlmanacPrimitives",
      ]
    ),
    .executableTarget(
      name: "AlmanacBenchmarks",
      dependencies: [
        "Almanac", "AlmanacICS", "AlmanacStore", "AlmanacTerminal", "AlmanacHTML",
        "AlmanacPrimitives", "AlmanacTestSupport", "AlmanacUISupport",
      ]
    ),
    // A Swift server handler for the web face (Examples/HTMLBooking), built with the package
    // and run by the browser suite as a CGI program.
    .executableTarget(
      name: "HTMLBookingExample", dependencies: ["Almanac", "AlmanacHTML"],
      path: "Examples/HTMLBooking"),
    // What the tests share (golden files, fixtures, the seeded generator); no product, only
    // test targets and the benchmarks depend on it.
    .target(name: "AlmanacTestSupport", dependencies: ["Almanac"]),
    .testTarget(
      name: "AlmanacTests",
      // AlmanacUISupport: the calendar views' model factory, which several model tests build.
      dependencies: ["Almanac", "AlmanacTestSupport", "AlmanacUISupport"],
      exclude: ["Grid/Fixtures", "Grid/__Snapshots__"]
    ),
    .testTarget(name: "AlmanacPrimitivesTests", dependencies: ["AlmanacPrimitives"]),
    .testTarget(
      name: "AlmanacICSTests", dependencies: ["AlmanacICS", "AlmanacTestSupport"],
      exclude: ["Events/Fixtures", "Recurrence/Fixtures"]),
    .testTarget(
      name: "AlmanacStoreTests",
      dependencies: ["AlmanacStore", "AlmanacICS", "AlmanacTestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "AlmanacCalDAVTests",
      dependencies: ["AlmanacCalDAV", "AlmanacStore", "AlmanacICS", "AlmanacTestSupport"]),
    .testTarget(
      name: "AlmanacUIKitSupportTests", dependencies: ["AlmanacUIKitSupport", "AlmanacTestSupport"]),
    .testTarget(
      name: "AlmanacUISupportTests", dependencies: ["AlmanacUISupport", "AlmanacTestSupport"]),
    .testTarget(
      name: "AlmanacHTMLTests",
      dependencies: ["AlmanacHTML", "AlmanacTestSupport"],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "AlmanacTerminalTests",
      dependencies: ["AlmanacTerminal", "AlmanacTestSupport"],
      exclude: ["Picker/__Snapshots__", "MonthText/__Snapshots__"]
    ),
    // One script of actions through the engine model, the terminal picker and the web face.
    .testTarget(
      name: "AlmanacParityTests",
      dependencies: ["Almanac", "AlmanacTerminal", "AlmanacHTML", "AlmanacTestSupport"]),
    .testTarget(
      name: "AlmanacCLITests",
      dependencies: ["AlmanacCLI", "AlmanacTestSupport"],
      exclude: ["__Snapshots__", "Fixtures"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
