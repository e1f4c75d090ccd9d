internal import StackPlatform

/// Locale set-up for ncurses: wide characters only work (and `wcwidth` only agrees with the
/// canvas's widths) under a UTF-8 `LC_CTYPE`.
enum TerminalLocale {
  /// Adopts the environment's locale (`setlocale(LC_ALL, "")`); when its character
  /// encoding is not UTF-8 (for example `LANG` unset, giving the C locale), switches
  /// `LC_CTYPE` to `C.UTF-8`. Returns true when the encoding is UTF-8 afterwards.
  @discardableResult
  static func adopt() -> Bool {
    _ = setlocale(LC_ALL, "")
    if isUTF8 { return true }
    _ = setlocale(LC_CTYPE, "C.UTF-8")
    return isUTF8
  }

  /// True when the current `LC_CTYPE` encodes characters as UTF-8.
  static var isUTF8: Bool {
    guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
    let name = String(cString: codeset).lowercased()
    return name == "utf-8" || name == "utf8"
  }
}
