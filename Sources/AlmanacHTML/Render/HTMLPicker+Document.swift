import Almanac

extension HTMLPicker {
  /// A whole page around the component: inline style sheet and script, a heading, and a
  /// `<form>` that posts the value.
  ///
  /// - Parameters:
  ///   - state: The state to show.
  ///   - title: The page title and heading; `nil` for "Pick a date" in the context's language.
  ///   - formAction: Where the form posts the value when submitted (empty: the page itself).
  ///   - formMethod: `get` or `post`.
  ///   - submitLabel: The text of the form's submit button; `nil` for "Done" in the context's
  ///     language.
  /// - Returns: A self-contained HTML5 document.
  public func document(
    for state: HTMLPickerState, title: String? = nil, formAction: String = "",
    formMethod: String = "get", submitLabel: String? = nil
  ) -> String {
    let words = LocalizedWords(locale: context.locale)
    let title = title ?? words(.pickADate)
    let submitLabel = submitLabel ?? words(.done)
    let language = context.locale.identifier(.bcp47)
    let direction = ReadingDirection(locale: context.locale).isRightToLeft ? "rtl" : "ltr"
    let method = formMethod.lowercased() == "post" ? "post" : "get"
    var html =
      "<!DOCTYPE html>\n<html lang=\"\(HTMLText.escape(language))\" dir=\"\(direction)\">\n"
    html += "<head>\n<meta charset=\"utf-8\">\n"
    html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    html += "<meta name=\"color-scheme\" content=\"light dark\">\n"
    html += "<title>\(HTMLText.escape(title))</title>\n"
    html += "<style>\nbody{margin:2rem;font-family:system-ui,sans-serif;color:CanvasText;"
    html += "background:Canvas}\n" + HTMLPicker.styleSheet + "\n</style>\n</head>\n<body>\n<main>\n"
    html += "<h1>\(HTMLText.escape(title))</h1>\n"
    html += "<form method=\"\(method)\""
    if !formAction.isEmpty { html += " action=\"\(HTMLText.escape(formAction))\"" }
    html += ">\n" + fragment(for: state)
    html += "<p><button type=\"submit\" class=\"almanac-submit\">\(HTMLText.escape(submitLabel))"
    html += "</button></p>\n</form>\n</main>\n<script>\n" + HTMLPicker.script + "\n</script>\n"
    html += "</body>\n</html>\n"
    return html
  }
}
