// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Almanac",
  products: [
    .library(name: "Almanac", targets: ["Almanac"]),
    .library(name: "AlmanacICS", targets: ["AlmanacICS"]),
    .library(name: "AlmanacCalDAV", targets: ["AlmanacCalDAV"]),
    .library(name: "AlmanacTerminal", targets: ["AlmanacTerminal"]),
    .library(name: "AlmanacUI", targets: ["AlmanacUI"]),
    .library(name: "AlmanacUIKit", targets: ["AlmanacUIKit"]),
    .executable(name: "almanac", targets: ["AlmanacCLI"]),
    .executable(name: "AlmanacBenchmarks", targets: ["AlmanacBenchmarks"]),
  ],
  targets: [
    .target(name: "Almanac"),
    .target(name: "AlmanacICS", dependencies: ["Almanac"]),
    .target(name: "AlmanacCalDAV", dependencies: ["AlmanacICS"]),
    .target(name: "AlmanacTerminal", dependencies: ["Almanac"]),
    .target(name: "AlmanacUI", dependencies: ["Almanac"]),
    .target(name: "AlmanacUIKit", dependencies: ["Almanac"]),
    .executableTarget(
      name: "AlmanacCLI",
      dependencies: ["Almanac", "AlmanacICS", "AlmanacTerminal", "AlmanacCalDAV"]
    ),
    .executableTarget(
      name: "AlmanacBenchmarks",
      dependencies: ["Almanac", "AlmanacICS", "AlmanacTerminal"]
    ),
    .testTarget(
      name: "AlmanacTests",
      dependencies: ["Almanac"],
      exclude: ["Grid/Fixtures", "Grid/__Snapshots__"]
    ),
    .testTarget(name: "AlmanacICSTests", dependencies: ["AlmanacICS"]),
    .testTarget(name: "AlmanacCalDAVTests", dependencies: ["AlmanacCalDAV"]),
    .testTarget(
      name: "AlmanacTerminalTests",
      dependencies: ["AlmanacTerminal"],
      exclude: ["Picker/__Snapshots__"]
    ),
    .testTarget(
      name: "AlmanacCLITests",
      dependencies: ["AlmanacCLI"],
      exclude: ["__Snapshots__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
