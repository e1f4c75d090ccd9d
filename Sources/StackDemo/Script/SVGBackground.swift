import ArgumentParser
import StackTesting

/// `--svg-background dark|light`: the terminal background an `--svg` picture is drawn on.
enum SVGBackground: String, CaseIterable, ExpressibleByArgument {
  /// White text on black.
  case dark
  /// Black text on white.
  case light

  /// The background's colours (xterm's palette).
  var background: XtermBackground {
    switch self {
    case .dark: .dark
    case .light: .light
    }
  }
}
