extension TerminalApp {
  /// Runs the app on `terminal` with an ``AppLoop`` until it quits or the input ends: the
  /// synchronous way, from top-level code on the main thread (see `AppLoop.run()`).
  ///
  /// ```swift
  /// let terminal = try NcursesTerminal()
  /// defer { terminal.stop() }
  /// Viewer().run(on: terminal)
  /// ```
  public func run(on terminal: any Terminal) {
    AppLoop(terminal: terminal, app: self).runBlocking()
  }

  /// Runs the app on `terminal` with an ``AppLoop`` until it quits or the input ends,
  /// suspending while it waits (see ``AppLoop/runAsync()``).
  ///
  /// ```swift
  /// @main struct Viewer {
  ///   static func main() async throws {
  ///     let terminal = try NcursesTerminal()
  ///     defer { terminal.stop() }
  ///     await ViewerApp().runAsync(on: terminal)
  ///   }
  /// }
  /// ```
  public func runAsync(on terminal: any Terminal) async {
    await AppLoop(terminal: terminal, app: self).runAsync()
  }
}
