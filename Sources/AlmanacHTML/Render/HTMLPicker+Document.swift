import Almanac

extension HTMLPicker {
  /// A whole page around the component: inline style sheet and script, a heading, and a
  /// `<form>` that posts the value.
  ///
  /// The page has no `style` attribute and no inline event handler; with a `nonce`, its
  /// `<style>` and `<script>` carry it, so that it runs under a strict Content Security Policy
  /// (`script-src 'nonce-…'; style-src 'nonce-…'`), and the script's DOM updates are Trusted
  /// Types safe (`require-trusted-types-for 'script'`; the policy it creates is named
  /// `almanac`).
  ///
  /// - Parameters:
  ///   - state: The state to show.
  ///   - title: The page title and heading; `nil` for "Pick a date" in the context's language.
  ///   - formAction: Where the form posts the value when submitted (empty: the page itself).
  ///   - formMethod: `get` or `post`.
  ///   - submitLabel: The text of the form's submit button; `nil` for "Done" in the context's
  ///     language.
  ///   - nonce: The Content Security Policy nonce of the page's `<style>` and `<script>`
  ///     (letters, digits, `+`, `/`, `=`, `-` and `_`; others are dropped); `nil` for none.
  /// - Returns: A self-contained HTML5 document.
  public func document(
    for state: HTMLPickerState, title: String? = nil, formAction: String = "",
    formMethod: String = "get", submitLabel: String? = nil, nonce: String? = nil
  ) -> String {
    let words = LocalizedWords(locale: context.locale)
    let heading = title ?? words(.pickADate)
    let submitText = submitLabel ?? words(.done)
    let direction = ReadingDirection(locale: context.locale).isRightToLeft ? "rtl" : "ltr"
    let method = formMethod.lowercased() == "post" ? "post" : "get"
    let nonceAttribute = nonce.map { " nonce=\"\(HTMLPicker.nonceText($0))\"" } ?? ""
    var html =
      "<!DOCTYPE html>\n<html lang=\"\(HTMLText.escape(languageTag))\" dir=\"\(direction)\">\n"
    html += "<head>\n<meta charset=\"utf-8\">\n"
    html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    html += "<meta name=\"color-scheme\" content=\"light dark\">\n"
    let titleMark = title == nil ? englishMark(.pickADate) : ""
    html += "<title\(titleMark)>\(HTMLText.escape(heading))</title>\n"
    html += "<style\(nonceAttribute)>\nbody{margin:clamp(.5rem,4vw,2rem);"
    html += "font-family:system-ui,sans-serif;color:CanvasText;background:Canvas}\n"
    html += HTMLPicker.styleSheet + "\n"
    let rules = themeRules
    if !rules.isEmpty { html += rules + "\n" }
    html += "</style>\n</head>\n<body>\n<main>\n"
    html += "<h1\(titleMark)>\(HTMLText.escape(heading))</h1>\n"
    html += "<form method=\"\(method)\""
    if !formAction.isEmpty { html += " action=\"\(HTMLText.escape(formAction))\"" }
    html += ">\n" + fragment(for: state)
    let submitMark = submitLabel == nil ? englishMark(.done) : ""
    html += "<p><button type=\"submit\" class=\"almanac-submit\"\(submitMark)>"
    html += HTMLText.escape(submitText)
    html += "</button></p>\n</form>\n</main>\n<script\(nonceAttribute)>\n" + HTMLPicker.script
    html += "\n</script>\n</body>\n</html>\n"
    return html
  }

  /// A nonce as an attribute may carry it: its base64 and base64url characters.
  static func nonceText(_ nonce: String) -> String {
    String(
      nonce.unicodeScalars.filter {
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
          || "+/=-_".unicodeScalars.contains($0)
      })
  }
}
