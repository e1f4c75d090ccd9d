/// Whether the terminal's background is dark or light: a theme picks its colours for it.
///
/// The terminal is asked at start (OSC 11, answered within a short timeout); without an
/// answer `COLORFGBG` decides, and without that the background counts as dark.
/// `STACKTUI_THEME=light|dark` overrides both.
public enum TerminalBackground: String, Sendable, Hashable, CaseIterable {
  /// Light text on a dark background (the usual default).
  case dark
  /// Dark text on a light background.
  case light

  /// The background `COLORFGBG` describes (`"15;0"`: dark, `"0;15"` or `"0;7"`: light), or nil
  /// when the value is missing or not of that form.
  public init?(colorFGBG value: String?) {
    guard let value, let last = value.split(separator: ";").last, let index = Int(last),
      (0...15).contains(index)
    else { return nil }
    // xterm's light colours: 7 (white) and 9–15 but 8 (bright black) and 12 (bright blue).
    let light: Set<Int> = [7, 9, 10, 11, 13, 14, 15]
    self = light.contains(index) ? .light : .dark
  }

  /// The background whose colour is `red`, `green`, `blue` (each 0–1): light when its
  /// relative luminance is above one half. Values outside 0–1 are clamped.
  public init(red: Double, green: Double, blue: Double) {
    self = RGB.relativeLuminance(red: red, green: green, blue: blue) > 0.5 ? .light : .dark
  }
}
