import Foundation
import StackCore
import StackTerminal
import StackTesting
import Testing

@testable import StackDemo

/// The library's themes (the suite's own `Theme` is a terminal's default colours).
private typealias LibraryTheme = Theme

/// Every glyph the demo draws stays readable on a dark and on a light terminal, under an
/// 8-colour (`xterm`, `linux`), a 16-colour and a 256-colour terminfo entry: each screen is
/// drawn as the demo draws it there (the theme of that background, the entry's colour depth),
/// the colours are read back from ncurses (after its folding of colours the terminal lacks)
/// and resolved with xterm's default palette.
@MainActor
@Suite struct DemoColorContrastTests {
  static let terms = ["xterm", "linux", HeadlessNcurses.sixteenColorEntry, "xterm-256color"]

  /// The colour depth the demo draws with under terminfo entry `term`.
  static func depth(of term: String) -> ColorDepth {
    switch term {
    case "xterm-256color": .palette256
    case HeadlessNcurses.sixteenColorEntry: .ansi16
    default: .ansi8
    }
  }

  /// The demo on `screen` as it draws under `term` on `theme`'s background, after `keys`.
  static func demo(
    screen: String, term: String, theme: Theme, keys: [String] = []
  ) throws -> DemoHarness {
    let built: LibraryTheme = theme.name == "light" ? .light : .dark
    let demo = try DemoHarness(
      screen: screen, context: RenderContext(colorDepth: depth(of: term), theme: built))
    for key in keys { demo.press(key) }
    return demo
  }

  /// Keys that bring each screen's styles on screen: expanded tags, an added row, a press.
  static let setUp: [String: [String]] = [
    "showcase": ["j", "j", "l", "a"], "checkout": ["a", "j"], "goal": ["enter"],
    "chat": ["n", "n"], "list": ["j", "e"],
  ]

  @Test(arguments: demoScreens)
  func everyGlyphContrastsWithDarkAndLightBackgrounds(screen: String) throws {
    var problems: [String] = []
    for term in Self.terms {
      for theme in Self.themes {
        let demo = try Self.demo(
          screen: screen, term: term, theme: theme, keys: Self.setUp[screen] ?? [])
        try HeadlessNcurses.with(term: term, size: demo.size) { terminal in
          terminal.present(demo.screen)
          #expect(
            terminal.colorCount >= 8,
            "\(term) monochrome \(terminal.isMonochrome) running \(terminal.isRunning)")
          problems += Self.unreadableGlyphs(
            on: terminal, size: demo.size, term: term, themes: [theme])
        }
      }
    }
    #expect(problems.isEmpty, "\(screen):\n\(problems.prefix(12).joined(separator: "\n"))")
  }

  /// The status bar stands out from the terminal's own background, dark or light (issue 20
  /// item 10: colour 7, #E5E5E5, was 1.26:1 on white), at 8, 16 and 256 colours.
  @Test func theStatusBarStandsOutFromDarkAndLightBackgrounds() throws {
    var problems: [String] = []
    for term in Self.terms {
      for theme in Self.themes {
        let demo = try Self.demo(screen: "goal", term: term, theme: theme)
        let y = demo.size.height - 1
        try HeadlessNcurses.with(term: term, size: demo.size) { terminal in
          terminal.present(demo.screen)
          for x in [0, demo.size.width / 2, demo.size.width - 1] {
            guard let cell = terminal.windowCell(x: x, y: y),
              let pair = terminal.colors(ofPair: cell.colorPair)
            else {
              problems.append("\(term): no cell at \(x),\(y)")
              continue
            }
            for (_, background) in Self.resolve(pair, cell.attributes, theme) {
              let ratio = Self.contrast(background, theme.background)
              if ratio < Self.minimumContrast {
                problems.append("\(term) \(theme.name): bar at \(x) ratio \(ratio)")
              }
            }
          }
        }
      }
    }
    #expect(problems.isEmpty, "\(problems)")
  }

  @Test func theCheckCatchesAGlyphInTheBackgroundColour() throws {
    // Bright black on an 8-colour terminal is black: invisible on a dark background.
    var canvas = Canvas(size: Size(width: 10, height: 2))
    canvas.write("────", at: Point(x: 0, y: 0), style: CellStyle(foreground: .ansi(8)))
    canvas.write("text", at: Point(x: 0, y: 1), style: CellStyle(foreground: .ansi(11)))
    let problems = try HeadlessNcurses.with(term: "xterm", size: canvas.size) { terminal in
      terminal.present(canvas)
      return Self.unreadableGlyphs(on: terminal, size: canvas.size, term: "xterm")
    }
    #expect(problems.contains { $0.contains("'─'") && $0.contains("dark") })
    #expect(problems.contains { $0.contains("'t'") && $0.contains("light") })
  }

  // MARK: Contrast

  /// The least contrast ratio (WCAG's, 1…21) accepted between a glyph and what is behind it.
  static let minimumContrast = 3.0

  /// A terminal's default colours.
  struct Theme {
    var name: String
    var foreground: RGB
    var background: RGB
  }

  static let themes = [
    Theme(name: "dark", foreground: RGB(255, 255, 255), background: RGB(0, 0, 0)),
    Theme(name: "light", foreground: RGB(0, 0, 0), background: RGB(255, 255, 255)),
  ]

  /// One line per cell whose glyph would not stand out from its background.
  static func unreadableGlyphs(
    on terminal: NcursesTerminal, size: Size, term: String, themes: [Theme] = themes
  ) -> [String] {
    var problems: [String] = []
    for y in 0..<size.height {
      for x in 0..<size.width {
        guard let cell = terminal.windowCell(x: x, y: y),
          let glyph = cell.text.first, !glyph.isWhitespace,
          let pair = terminal.colors(ofPair: cell.colorPair)
        else { continue }
        for theme in themes {
          for (foreground, background) in resolve(pair, cell.attributes, theme) {
            let ratio = contrast(foreground, background)
            if ratio < minimumContrast {
              problems.append(
                "\(term) \(theme.name): '\(glyph)' at \(x),\(y) pair \(pair) ratio \(ratio)")
            }
          }
        }
      }
    }
    return problems
  }

  /// The (foreground, background) pairs a cell may show: xterm draws bold text in the bright
  /// colour (`boldColors`), so both are checked; reverse video swaps the two.
  static func resolve(
    _ pair: (foreground: Int, background: Int), _ attributes: TextAttributes, _ theme: Theme
  ) -> [(RGB, RGB)] {
    var foregrounds = [pair.foreground]
    if attributes.contains(.bold), (0..<8).contains(pair.foreground) {
      foregrounds.append(pair.foreground + 8)
    }
    let background = pair.background < 0 ? theme.background : RGB.xterm(pair.background)
    return foregrounds.map { number in
      let foreground = number < 0 ? theme.foreground : RGB.xterm(number)
      return attributes.contains(.reverse) ? (background, foreground) : (foreground, background)
    }
  }

  /// WCAG contrast ratio between two colours.
  static func contrast(_ first: RGB, _ second: RGB) -> Double {
    let (a, b) = (first.luminance, second.luminance)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// A colour in xterm's default palette.
  struct RGB: CustomStringConvertible {
    var red: Int
    var green: Int
    var blue: Int
    init(_ red: Int, _ green: Int, _ blue: Int) {
      (self.red, self.green, self.blue) = (red, green, blue)
    }

    var description: String { "rgb(\(red),\(green),\(blue))" }

    /// Relative luminance (sRGB).
    var luminance: Double {
      func linear(_ value: Int) -> Double {
        let c = Double(value) / 255
        return c <= 0.039_28 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
      }
      return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    static let basic = [
      RGB(0, 0, 0), RGB(205, 0, 0), RGB(0, 205, 0), RGB(205, 205, 0), RGB(0, 0, 238),
      RGB(205, 0, 205), RGB(0, 205, 205), RGB(229, 229, 229), RGB(127, 127, 127),
      RGB(255, 0, 0), RGB(0, 255, 0), RGB(255, 255, 0), RGB(92, 92, 255), RGB(255, 0, 255),
      RGB(0, 255, 255), RGB(255, 255, 255),
    ]

    /// xterm's default colour `number` (0…255).
    static func xterm(_ number: Int) -> RGB {
      switch number {
      case ..<16: return basic[max(0, number)]
      case 16..<232:
        let levels = [0, 95, 135, 175, 215, 255]
        let cube = number - 16
        return RGB(levels[cube / 36], levels[(cube / 6) % 6], levels[cube % 6])
      default:
        let gray = 8 + 10 * (min(number, 255) - 232)
        return RGB(gray, gray, gray)
      }
    }
  }
}
