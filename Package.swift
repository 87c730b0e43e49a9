// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Almanac",
  products: [
    .library(name: "Almanac", targets: ["Almanac"]),
    .library(name: "AlmanacICS", targets: ["AlmanacICS"]),
    .library(name: "AlmanacTerminal", targets: ["AlmanacTerminal"]),
    .library(name: "AlmanacHTML", targets: ["AlmanacHTML"]),
    .library(name: "AlmanacUI", targets: ["AlmanacUI"]),
    .library(name: "AlmanacUIKit", targets: ["AlmanacUIKit"]),
    .executable(name: "almanac", targets: ["AlmanacCLI"]),
    .executable(name: "AlmanacBenchmarks", targets: ["AlmanacBenchmarks"]),
  ],
  targets: [
    .target(name: "Almanac"),
    .target(name: "AlmanacICS", dependencies: ["Almanac"]),
    .target(name: "AlmanacTerminal", dependencies: ["Almanac"]),
    .target(name: "AlmanacHTML", dependencies: ["Almanac"]),
    .target(name: "AlmanacUI", dependencies: ["Almanac"]),
    .target(name: "AlmanacUIKit", dependencies: ["Almanac"]),
    .executableTarget(
      name: "AlmanacCLI",
      dependencies: ["Almanac", "AlmanacICS", "AlmanacTerminal", "AlmanacHTML"]
    ),
    .executableTarget(
      name: "AlmanacBenchmarks",
      dependencies: ["Almanac", "AlmanacICS", "AlmanacTerminal", "AlmanacHTML"]
    ),
    .testTarget(
      name: "AlmanacTests",
      dependencies: ["Almanac"],
      exclude: ["Grid/Fixtures", "Grid/__Snapshots__"]
    ),
    .testTarget(name: "AlmanacICSTests", dependencies: ["AlmanacICS"]),
    .testTarget(
      name: "AlmanacHTMLTests",
      dependencies: ["AlmanacHTML"],
      exclude: ["__Snapshots__"]
    ),
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
