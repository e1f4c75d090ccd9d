import StackCore
import StackTerminal

/// Animation in the demo: every screen's stack and timed state move on ``DemoApp/clock``;
/// the run loop asks for frames while anything moves, on any screen.
extension DemoApp {
  /// True while any screen moves (its stack animates, or the chat streams an answer).
  ///
  /// Asked by the run loop around every input: a loop rather than `contains(where:)`, whose
  /// main-actor closure checks the executor on every call.
  var isAnimating: Bool {
    for screen in screens where screen.isAnimating { return true }
    return false
  }

  /// One frame on every screen that moves; redraws when the current one changed.
  func advanceAnimations() -> AppResponse {
    var changed = false
    for screen in screens where screen.isAnimating {
      let screenChanged = screen.advanceAnimations()
      if screen === self.screen { changed = changed || screenChanged }
    }
    // Lines that land change the log and the status line, even on a frame that moved nothing.
    let landed = landMotions()
    return changed || landed ? .redraw : .unchanged
  }

  /// Lands every motion at once, on every screen.
  func finishAnimations() {
    for screen in screens where screen.isAnimating { screen.finishAnimations() }
    landMotions()
  }

  /// Lists the visibility changes of motions that have landed (see ``LandedVisibility``);
  /// true when it listed any.
  @discardableResult
  func landMotions() -> Bool {
    // Called after every input: nothing held (the usual case) is found in one pass (a loop:
    // a main-actor closure checks the executor per call).
    var holds = false
    for landed in landedVisibility where landed.isHolding {
      holds = true
      break
    }
    guard holds else { return false }
    var listed = false
    for (index, screen) in screens.enumerated() {
      guard landedVisibility[index].isHolding, !screen.isAnimating else { continue }
      for line in landedVisibility[index].land() {
        listed = true
        log.append(line)
        if !statusNamesAnAction { lastEvent = line }
      }
    }
    return listed
  }
}
