import StackCore

/// An application driven by a ``AppLoop``: it handles input events and renders frames.
///
/// Keys go through the app's `KeyMap`: ``handle(_:)`` resolves a key to its action with
/// `KeyMap.action(for:)` and performs it, and the app's help is the map's
/// `KeyMap.helpLines`.
///
/// ```swift
/// final class Viewer: TerminalApp {
///   let stack: ScrollStack
///   let keys = KeyMap<StackAction>.standard
///   func handle(_ event: InputEvent) -> AppResponse {
///     if event == .key(.character("q")) { return .quit }
///     guard let action = keys.action(for: event) else { return .unchanged }
///     return stack.perform(action) ? .redraw : .unchanged
///   }
///   func render(in surface: inout Surface) { stack.render(in: &surface) }
///   func resize(to size: Size) { stack.viewport = size }
/// }
/// ```
///
/// ## Animation
///
/// An app that animates (a row growing, a smooth scroll) measures its animations against an
/// `AnimationClock` it was given: ``MonotonicClock`` in a terminal, a `ManualClock` in tests
/// and headless script runs (give the ``AppLoop`` the same clock). While ``isAnimating`` is
/// true the loop calls ``advanceAnimations()`` about once per frame interval, after handling
/// all pending input; the app reads its clock and moves everything to where it is at that
/// moment. ``finishAnimations()`` jumps to the end. The defaults say "never animates", so an
/// app without animations writes nothing.
///
/// ```swift
/// final class Viewer: TerminalApp {
///   let stack: ScrollStack        // given the same clock as the AppLoop
///   var isAnimating: Bool { stack.isAnimating }
///   func advanceAnimations() -> AppResponse { stack.advanceAnimations() ? .redraw : .unchanged }
///   func finishAnimations() { stack.finishAnimations() }
///   // handle(_:), render(in:), resize(to:) as above
/// }
/// ```
///
/// ## Live data
///
/// ``start(in:)`` hands the app its loop before the first frame: keep it to send work from
/// other threads (``AppLoop/send(_:)``), set timers (``AppLoop/schedule(every:_:)``) and
/// watch file descriptors (``AppLoop/watch(descriptor:endsOnItsOwn:_:)``). The app's
/// main-actor tasks run while the loop waits.
@MainActor
public protocol TerminalApp: AnyObject {
  /// Called once by the loop that drives the app, before its first frame: the place to
  /// start timers, watches and tasks that need the loop. Default: nothing.
  func start(in loop: AppLoop)
  /// Handles one key or mouse event (resizes go to ``resize(to:)``) and says whether a new
  /// frame is needed.
  func handle(_ event: InputEvent) -> AppResponse
  /// Draws the whole frame on `surface`, which has the terminal's size, is blank, and carries
  /// the terminal's `RenderContext` (theme, colour depth, the loop's time).
  func render(in surface: inout Surface)
  /// The terminal now has `size`; a frame at that size is rendered next.
  func resize(to size: Size)
  /// How long to wait for input before calling ``idle()``; nil (the default) waits forever.
  /// Use it for short-lived states such as a tap highlight that ends on its own. For work on
  /// a schedule use a timer (``AppLoop/schedule(every:_:)``), for data that arrives a
  /// watched descriptor or ``AppLoop/send(_:)``: none of them polls.
  var idleTimeoutMilliseconds: Int? { get }
  /// Called when no input arrived within ``idleTimeoutMilliseconds``. Headless runs
  /// (StackTesting's `ScriptRunner`) call it as soon as the pending input is used up, and
  /// again until the timeout is gone or it answers `AppResponse.unchanged`, so a scripted run
  /// sees the same final screen as a real terminal, without waiting. An app that polls
  /// answers `AppResponse.unchanged` when it found nothing new.
  func idle() -> AppResponse
  /// True while something moves on its own: the ``AppLoop`` then draws frames (calling
  /// ``advanceAnimations()``) instead of blocking on input. Must become false when the
  /// animations end, or the loop never goes back to sleep. Default: false.
  var isAnimating: Bool { get }
  /// Moves every animation to where it is at the app's clock's current time (completing the
  /// ones that ended, which may start others) and says whether the frame changed. Called
  /// only while ``isAnimating``, at most once per frame. Default: `AppResponse.unchanged`.
  func advanceAnimations() -> AppResponse
  /// Ends every animation at once, as if its time had run out: the final state is shown and
  /// completions run. Afterwards ``isAnimating`` is false unless a completion started a new
  /// animation. Default: nothing.
  func finishAnimations()
}

extension TerminalApp {
  /// Default: nothing.
  public func start(in loop: AppLoop) {}
  /// Default: wait for input forever.
  public var idleTimeoutMilliseconds: Int? { nil }
  /// Default: nothing to do.
  public func idle() -> AppResponse { .unchanged }
  /// Default: never animates.
  public var isAnimating: Bool { false }
  /// Default: nothing moves.
  public func advanceAnimations() -> AppResponse { .unchanged }
  /// Default: nothing to finish.
  public func finishAnimations() {}
}
