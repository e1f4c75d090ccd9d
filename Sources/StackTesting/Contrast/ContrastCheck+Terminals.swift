import StackCore

/// A contrast check per terminal: an app draws with the theme for the terminal's background
/// and the colours of its depth, so each background and depth is a run of its own.
extension ContrastCheck {
  /// One check for each background and depth of this one, each for a single terminal.
  ///
  /// ```swift
  /// for check in ContrastCheck().perTerminal {
  ///   let terminal = VirtualTerminal(size: size)
  ///   terminal.renderContext = check.renderContext
  ///   // run the app's script with runner.contrastCheck = check
  /// }
  /// ```
  public var perTerminal: [ContrastCheck] {
    backgrounds.flatMap { background in
      depths.map { depth in
        ContrastCheck(backgrounds: [background], depths: [depth], minimumRatio: minimumRatio)
      }
    }
  }

  /// What an app draws with on the terminal this check looks at (its first background and
  /// depth): the built-in theme for that background, at that depth.
  public var renderContext: RenderContext {
    let background = backgrounds.first?.terminalBackground ?? .dark
    return RenderContext(
      colorDepth: depths.first?.colorDepth ?? .palette256, theme: .standard(for: background))
  }
}

extension XtermBackground {
  /// Whether this background is light or dark, by its relative luminance.
  public var terminalBackground: TerminalBackground {
    RGB(background.red, background.green, background.blue).relativeLuminance > 0.5
      ? .light : .dark
  }
}

extension XtermColorDepth {
  /// The colour depth an app draws at on a terminal of this depth.
  public var colorDepth: ColorDepth {
    switch self {
    case .monochrome: .none
    case .ansi8: .ansi8
    case .ansi16: .ansi16
    case .ansi256: .palette256
    case .direct: .trueColor
    }
  }
}
