import StackCore

/// An application driven by a ``RunLoop``: it handles input events and renders frames.
///
/// Keys go through the app's ``KeyMap``: ``handle(_:)`` resolves a key to its action with
/// ``KeyMap/action(for:)`` and performs it, and the app's help is the map's
/// ``KeyMap/helpLines``.
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
///   func render(into canvas: inout Canvas) { stack.render(into: &canvas) }
///   func resize(to size: Size) { stack.viewport = size }
/// }
/// ```
@MainActor
public protocol TerminalApp: AnyObject {
  /// Handles one key or mouse event (resizes go to ``resize(to:)``) and says whether a new
  /// frame is needed.
  func handle(_ event: InputEvent) -> AppResponse
  /// Draws the whole frame into `canvas`, which has the terminal's size and is blank.
  func render(into canvas: inout Canvas)
  /// The terminal now has `size`; a frame at that size is rendered next.
  func resize(to size: Size)
  /// How long to wait for input before calling ``idle()``; nil (the default) waits forever.
  /// Use it for short-lived states such as a tap highlight that ends on its own.
  var idleTimeoutMilliseconds: Int? { get }
  /// Called when no input arrived within ``idleTimeoutMilliseconds``. Headless runs
  /// (``RunLoop/runUntilIdle()``) call it as soon as the pending input is used up, so a
  /// scripted run sees the same final screen as a real terminal, without waiting.
  func idle() -> AppResponse
}

extension TerminalApp {
  /// Default: wait for input forever.
  public var idleTimeoutMilliseconds: Int? { nil }
  /// Default: nothing to do.
  public func idle() -> AppResponse { .unchanged }
}
