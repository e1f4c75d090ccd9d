internal import StackPlatform

extension NcursesTerminal {
  /// How long the terminal gets to answer the background question at start.
  static let backgroundAnswerMilliseconds = 120

  /// Asks a terminal on both ends for its background (``BackgroundProbe``) unless
  /// `STACKTUI_THEME` decides it, and takes the theme for the answer; keys typed meanwhile
  /// stay input.
  func askForTheBackground() {
    guard TerminalAppearance.themeOverride(TerminalAppearance.environment("STACKTUI_THEME")) == nil,
      isatty(fileno(inputFile)) == 1, isatty(fileno(outputFile)) == 1
    else { return }
    let (background, typed) = BackgroundProbe.ask(
      input: fileno(inputFile), output: fileno(outputFile),
      milliseconds: Self.backgroundAnswerMilliseconds)
    inputBuffer.append(contentsOf: typed)
    guard let background else { return }
    renderContext.theme = .standard(for: background)
  }
}
