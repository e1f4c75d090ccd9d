import StackUI

/// A dialog's content: a message, an optional body (an input line, a list) and a row of
/// buttons, with shortcut keys — what ``Screens/confirm(_:title:accept:reject:completion:)``,
/// ``Screens/prompt(_:title:text:placeholder:completion:)`` and
/// ``Screens/choose(_:from:title:label:completion:)`` show, and a start for an app's own.
///
/// Tab and Shift-Tab go round the body and the buttons (wrapping, so the focus stays in the
/// dialog); ← → move between buttons; a shortcut key (`y`, `n`) runs wherever the focus is,
/// unless the body uses the key first (an input line takes `y` as text).
///
/// ```swift
/// let dialog = Dialog(
///   message: "Overwrite notes.txt?",
///   buttons: [DialogButton("Overwrite") { … }, DialogButton("Keep") { … }])
/// screens.push(dialog, returning: Bool.self, panel: Screens.dialogPanel(title: "Save")) { _ in }
/// ```
public final class Dialog: FittingWidget {
  /// The message above the body, wrapped to the dialog's width.
  public let message: String
  /// The widget between the message and the buttons; nil for none.
  public let body: (any Widget)?
  /// The lines the body wants (cut to the room there is).
  public var bodyHeight: Int
  /// The buttons, left to right.
  public let buttons: [DialogButton]
  /// Keys that run their action wherever the focus is (unless the focused widget uses them).
  public var shortcuts: [Key: () -> AppResponse]
  /// The help lines of ``shortcuts``.
  public var shortcutHelp: [KeyHelpLine]
  /// The body and the buttons, in focus order.
  package let group: FocusGroup
  /// The message's lines at the width last laid out.
  private var messageLines: [String] = []

  /// A dialog showing `message`, `body` (given `bodyHeight` lines) and `buttons`; the focus
  /// starts on the body, or on the button at `focusedButton`.
  public init(
    message: String, body: (any Widget)? = nil, bodyHeight: Int = 1,
    buttons: [DialogButton], focusedButton: Int = 0,
    shortcuts: [Key: () -> AppResponse] = [:], shortcutHelp: [KeyHelpLine] = []
  ) {
    self.message = message
    self.body = body
    self.bodyHeight = max(0, bodyHeight)
    self.buttons = buttons
    self.shortcuts = shortcuts
    self.shortcutHelp = shortcutHelp
    let parts: [any Widget] = (body.map { [$0] } ?? []) + buttons
    group = FocusGroup(parts) { _ in [] }
    group.arrange = { [unowned self] area in self.arrange(in: area) }
    if body == nil, buttons.indices.contains(focusedButton) {
      group.focus(buttons[focusedButton])
    }
  }

  /// The widget that has the focus: the body or a button.
  public var focusedPart: (any Widget)? { group.focusedPart }

  /// The message's width (at most `available`), and its lines, a blank line, the body, a
  /// blank line and the buttons; one column of margin on either side.
  public func preferredSize(within available: Size) -> Size {
    let buttonsWidth = buttons.reduce(0) { $0.saturatingAdd($1.width + 1) }
    let widest = TextLayout.paragraphs(of: message).map { TextWidth.of(String($0)) }.max() ?? 0
    let bodyWidth = body == nil ? 0 : 36
    let inner = min(max(widest, buttonsWidth, bodyWidth, 20), max(0, available.width - 2))
    let lines = TextLayout.wrap(message, width: max(1, inner)).count
    let room = available.height - lines - 4
    let height = lines + 2 + (body == nil ? 0 : min(bodyHeight, max(1, room)) + 1)
    return Size(width: min(inner + 2, available.width), height: min(height, available.height))
  }

  /// Draws the message, the body and the buttons.
  public func render(in surface: inout Surface, isFocused: Bool) {
    if surface.bounds != group.bounds { group.layout(in: surface.bounds) }
    for (index, line) in messageLines.enumerated() {
      _ = surface.write(line, at: Point(x: 1, y: index), role: .text)
    }
    group.render(in: &surface, isFocused: isFocused)
  }

  /// The focused widget's keys, then Tab round the dialog, ← → between buttons, then the
  /// shortcuts; a click goes to the widget under it.
  public func handle(_ event: InputEvent, in region: Rect) -> AppResponse? {
    if region != group.bounds { group.layout(in: region) }
    if case .key(let key) = event {
      if let index = group.focusedIndex, let response = group.deliver(event, to: index) {
        return response
      }
      if let action = shortcuts[key] { return action() }
      switch key {
      case .left, .right:
        return moveAmongButtons(by: key == .left ? -1 : 1)
      default:
        return group.route(event, wrapping: true)
      }
    }
    return group.route(event, wrapping: true)
  }

  /// The focused widget's cursor.
  public func cursorPosition(in region: Rect) -> Point? {
    if region != group.bounds { group.layout(in: region) }
    return group.cursorPosition(in: region)
  }

  /// The shortcuts, the focused widget's keys, and ← → while a button has the focus.
  public var keyHelp: KeyHelpSection? {
    var lines = shortcutHelp
    if let help = group.focusedPart?.keyHelp { lines += help.lines }
    if group.focusedPart is DialogButton {
      lines.append(KeyHelpLine(keys: "← →", help: "move between buttons"))
    }
    return KeyHelpSection(title: "Dialog", lines: lines)
  }

  /// True while the body moves on its own.
  public var isAnimating: Bool { body?.isAnimating ?? false }

  /// The regions: message lines at the top, the body below them, the buttons on the last
  /// line, right-aligned.
  private func arrange(in area: Rect) -> [Rect] {
    let width = max(0, area.size.width - 2)
    messageLines = TextLayout.wrap(message, width: max(1, width))
    // A message too long for the box keeps its first lines, the last cut with `…`, so the
    // body (one line at least) and the buttons always have their room.
    let room = max(0, area.size.height - 2 - (body == nil ? 0 : 2))
    if messageLines.count > room {
      messageLines.removeLast(messageLines.count - room)
      if let last = messageLines.popLast() {
        messageLines.append(TextLayout.truncate(last, width: max(1, width - 1)) + "…")
      }
    }
    var regions: [Rect] = []
    let buttonsY = area.maxY - 1
    if body != nil {
      let top = area.minY + messageLines.count + (messageLines.isEmpty ? 0 : 1)
      let height = max(0, min(bodyHeight, buttonsY - 1 - top))
      regions.append(Rect(x: area.minX + 1, y: top, width: width, height: height))
    }
    var x = area.maxX - 1
    var buttonRegions: [Rect] = []
    for button in buttons.reversed() {
      x -= button.width
      buttonRegions.append(Rect(x: x, y: buttonsY, width: button.width, height: 1))
      x -= 1
    }
    return regions + buttonRegions.reversed()
  }

  /// Moves the focus to the button `step` places away (from the first when the body has it).
  private func moveAmongButtons(by step: Int) -> AppResponse {
    guard !buttons.isEmpty else { return .unchanged }
    let current = group.focusedPart.flatMap { part in buttons.firstIndex { $0 === part } }
    let next = current.map { min(max(0, $0 + step), buttons.count - 1) } ?? 0
    return group.focus(buttons[next]) ? .redraw : .unchanged
  }
}
