import StackTerminal

/// The `# contrast:` directive: check every screen the script shows (``ContrastCheck``).
///
/// ```text
/// # contrast: on              dark and light, 8 and 256 colours, 3:1
/// # contrast: light 8         only a light background at 8 colours
/// # contrast: dark 256 4.5:1  a stricter ratio
/// ```
///
/// Words: `on` (the defaults), `dark`, `light` (backgrounds), `mono`, `8`, `16`, `256`,
/// `24bit` (depths), and a ratio `N:1`. A kind not named keeps its defaults.
extension KeyScript {
  /// The check the `# contrast:` directive asks for, or nil when the script has none.
  ///
  /// - Throws: ``ScriptError`` at a word the directive does not know.
  public func contrastCheck() throws(ScriptError) -> ContrastCheck? {
    guard let directive = directive("contrast") else { return nil }
    var backgrounds: [XtermBackground] = []
    var depths: [XtermColorDepth] = []
    var check = ContrastCheck()
    var column = directive.column
    for word in directive.value.split(separator: " ", omittingEmptySubsequences: false) {
      defer { column += word.count + 1 }
      switch word {
      case "": continue
      case "on": continue
      case "dark": backgrounds.append(.dark)
      case "light": backgrounds.append(.light)
      case "mono": depths.append(.monochrome)
      case "8": depths.append(.ansi8)
      case "16": depths.append(.ansi16)
      case "256": depths.append(.ansi256)
      case "24bit": depths.append(.direct)
      default:
        guard word.hasSuffix(":1"), let ratio = Double(word.dropLast(2)), ratio >= 1, ratio <= 21
        else {
          throw ScriptError(
            file: file, line: directive.line, column: column,
            message: "unknown contrast setting '\(MessageText.escaped(String(word)))' "
              + "(expected on, dark, light, mono, 8, 16, 256, 24bit or a ratio like 4.5:1)")
        }
        check.minimumRatio = ratio
      }
    }
    if !backgrounds.isEmpty { check.backgrounds = backgrounds }
    if !depths.isEmpty { check.depths = depths }
    return check
  }
}
