/// `--help` and `--version`, which every command's table ends with.
enum GeneralOptions {
  /// The option group shown last in every command's help.
  static let group = OptionGroup(
    title: "General options",
    options: [
      OptionSpec(long: "help", short: "h", placeholder: nil, help: "Show this help and exit."),
      OptionSpec(long: "version", short: nil, placeholder: nil, help: "Show the version and exit."),
    ])
}
