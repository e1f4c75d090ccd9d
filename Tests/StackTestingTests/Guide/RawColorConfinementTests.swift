import Foundation
import Testing

/// Colours by role, never raw (issue 29, decision 0571): a colour is named only where a theme
/// or the colour machinery is defined — StackDrawing's `Color/`, `Canvas/` and `Theme/`, the
/// terminal's colour output, StackTesting's renderer — and in an app's own theme file
/// (`*Palette.swift`, `*Theme.swift`). Everything else (library widgets, the demo, the
/// examples) draws with `StyleRole`s.
@Suite struct RawColorConfinementTests {
  /// The folders whose Swift files may name colours.
  static let colorHomes = [
    "Sources/StackDrawing/Color/", "Sources/StackDrawing/Canvas/", "Sources/StackDrawing/Theme/",
    "Sources/StackTerminal/Output/", "Sources/StackTesting/",
  ]
  /// What naming a colour looks like (spelled apart so that this file does not match itself).
  static let colorWords = [
    ".an" + "si(", ".pal" + "ette(", ".r" + "gb(", "Terminal" + "Color.", "Theme" + "Color(",
    "foreground: .", "background: .",
  ]
  /// The colour words `code` names. An argument named `background` that is no colour is left
  /// out: the terminal's background (`TerminalBackground`, light or dark), which contrast
  /// checks and SVG exports take.
  static func colorsNamed(in code: String) -> [String] {
    let code = code.replacing(/background: \.(?:light|dark)\b/, with: "")
    return colorWords.filter { code.contains($0) }
  }

  @Test func onlyThemeFilesNameColours() throws {
    let files = try PlatformConfinementTests.swiftFiles().filter {
      ($0.path.hasPrefix("Sources/") || $0.path.hasPrefix("Examples/"))
    }
    #expect(files.count > 100, "the walk found too few files: \(files.count)")
    for file in files {
      let path = file.path
      if Self.colorHomes.contains(where: path.hasPrefix) || path.hasSuffix("Palette.swift")
        || path.hasSuffix("Theme.swift")
      {
        continue
      }
      for (number, line) in file.lines.enumerated() {
        let code = line.components(separatedBy: "//").first ?? ""
        let named = Self.colorsNamed(in: code)
        #expect(
          named.isEmpty,
          "\(path):\(number + 1) names a colour (\(named)): draw with a StyleRole instead")
      }
    }
  }

  @Test func aTerminalBackgroundIsNoColourButAColourBackgroundIs() {
    #expect(Self.colorsNamed(in: "check(screen, background: .li" + "ght, colors: x)").isEmpty)
    #expect(Self.colorsNamed(in: "render(screen, background: .da" + "rk)").isEmpty)
    #expect(Self.colorsNamed(in: "Style(background: .da" + "rkGray)") == ["background: ."])
    #expect(Self.colorsNamed(in: "Style(background: .bl" + "ue)") == ["background: ."])
  }
}
