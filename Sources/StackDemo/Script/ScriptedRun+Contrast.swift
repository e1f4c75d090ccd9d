import StackCore
import StackTerminal
import StackTesting

/// A `# contrast:` check of several terminals (`on`: dark and light, 8 and 256 colours) runs
/// the script once more for each terminal: the demo draws as it would there — the theme of
/// that background, the colours of that depth — so a light terminal is checked against what
/// the demo shows on a light terminal, not against the dark theme's colours.
extension ScriptedRun {
  /// Replaces `result.contrast` with the merged reports of one run per terminal when the
  /// script's check names more than one (a single terminal is adopted by the runner itself).
  func checkContrastPerTerminal(
    _ script: KeyScript, _ settings: DemoSettings, result: inout ScriptResult
  ) throws(DemoFailure) {
    guard let check = try? script.contrastCheck(), check.perTerminal.count > 1 else { return }
    var report = ContrastReport(minimumRatio: check.minimumRatio)
    for terminalCheck in check.perTerminal {
      let terminal = VirtualTerminal(size: settings.size)
      let clock = ManualClock()
      let app = try makeApp(
        settings, clock: clock, isMonochrome: terminalCheck.renderContext.colorDepth == .none)
      let runner = ScriptRunner(terminal: terminal, app: app, clock: clock)
      runner.contrastCheck = terminalCheck
      do throws(ScriptExpectationFailure) {
        if let each = try runner.run(script).contrast { report.merge(each) }
      } catch {
        throw DemoFailure(message: error.description, exitCode: 1)
      }
    }
    result.contrast = report
  }

  /// The demo for a headless run on `clock`.
  func makeApp(_ settings: DemoSettings, clock: ManualClock, isMonochrome: Bool)
    throws(DemoFailure) -> DemoApp
  {
    do {
      return try DemoApp(
        screen: settings.screen, rows: settings.rows, size: settings.size,
        isMonochrome: isMonochrome, clock: clock, animates: isAnimated)
    } catch {
      throw DemoFailure(message: "stack-demo: cannot build the demo: \(error)")
    }
  }
}
