import StackCore

/// Checks that every glyph on a screen can be read: for each cell with visible text (not a
/// space, not a wide character's right half) the WCAG contrast ratio between the colours
/// xterm draws it with (``XtermRenderer``) must be at least ``minimumRatio`` (3:1, WCAG's
/// ratio for large text, by default), on each background and colour depth asked for.
///
/// ```swift
/// let report = ContrastCheck.run(on: terminal.screen, background: .light, colors: .ansi8)
/// #expect(report.isPassing, "\(report)")
///
/// // Every background and depth at once, named in the failures:
/// let all = ContrastCheck().run(on: terminal.screen, screen: "start")
/// ```
public struct ContrastCheck: Sendable, Hashable {
  /// WCAG's ratio for large text: 3:1.
  public static let defaultMinimumRatio = 3.0

  /// The terminal backgrounds to draw on.
  public var backgrounds: [XtermBackground]
  /// The colour depths to draw at.
  public var depths: [XtermColorDepth]
  /// The least ratio accepted.
  public var minimumRatio: Double

  /// A check on `backgrounds` at `depths` (by default dark and light, 8 and 256 colours).
  public init(
    backgrounds: [XtermBackground] = XtermBackground.both,
    depths: [XtermColorDepth] = [.ansi8, .ansi256],
    minimumRatio: Double = ContrastCheck.defaultMinimumRatio
  ) {
    self.backgrounds = backgrounds
    self.depths = depths
    self.minimumRatio = minimumRatio
  }

  /// Checks `screen` on one background at one depth.
  public static func run(
    on screen: Canvas, background: XtermBackground, colors: XtermColorDepth,
    minimumRatio: Double = defaultMinimumRatio
  ) -> ContrastReport {
    ContrastCheck(backgrounds: [background], depths: [colors], minimumRatio: minimumRatio)
      .run(on: screen)
  }

  /// Checks `screen` on every background at every depth of this check; `screen` names it
  /// in the failures (``ContrastFailure/screen``).
  public func run(on screen: Canvas, screen name: String = "") -> ContrastReport {
    var report = ContrastReport(minimumRatio: minimumRatio)
    for background in backgrounds {
      for depth in depths {
        let rendered = XtermRenderer(background: background, colors: depth).render(screen)
        check(rendered, name: name, into: &report)
      }
    }
    return report
  }

  /// Adds `screen`'s failing cells to `report`.
  public func check(_ screen: RenderedScreen, name: String = "", into report: inout ContrastReport)
  {
    var checked = 0
    for y in 0..<screen.size.height {
      for x in 0..<screen.size.width {
        guard let cell = screen.cell(x: x, y: y), cell.hasVisibleText else { continue }
        checked += 1
        let ratio = cell.colors.foreground.contrastRatio(with: cell.colors.background)
        guard ratio < minimumRatio else { continue }
        report.add(
          ContrastFailure(
            row: y, column: x, text: cell.cell.grapheme, foreground: cell.colors.foreground,
            background: cell.colors.background, ratio: ratio, style: cell.cell.style,
            terminalBackground: screen.renderer.background, colors: screen.renderer.colors,
            screen: name))
      }
    }
    report.countChecked(checked)
  }
}
