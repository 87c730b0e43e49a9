/// `--help` and `--version`, which every command's table ends with.
enum GeneralOptions {
  /// `-h, --help`.
  static let help = Flag("help", short: "h", help: "Show this help and exit.")
  /// `--version`.
  static let version = Flag("version", help: "Show the version and exit.")

  /// The option group shown last in every command's help.
  static let group = OptionGroup(title: "General options", options: [help, version])
}
