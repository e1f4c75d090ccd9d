import StackCore
import StackTerminal
import StackWidgets

/// The "Screens with several parts" article's example: mailboxes on the left, the messages
/// of the one tapped on the right, a status line; Tab or a click moves the focus, q quits.
@MainActor
final class MailApp: TerminalApp {
  let boxes = StackWidget(title: "Mailboxes")
  let messages = StackWidget(title: "Messages")
  let mail: [String: [String]]

  lazy var group = FocusGroup([boxes, messages]) { area in
    let body = Layout.rows([.fill(), .fixed(1)]).split(area)[0]
    return Layout.columns([.fixed(16), .fill()]).split(body)
  }

  init(mail: [String: [String]]) throws {
    self.mail = mail
    let names = mail.keys.sorted()
    try boxes.stack.addRows(names.map { TextRowContent($0, wraps: false) })
    boxes.stack.selectFirst()
    boxes.onTap = { [unowned self] index in show(names[index]) }
    group.layers = [.quit()]
  }

  /// Shows the messages of `box` on the right.
  func show(_ box: String) -> AppResponse {
    _ = try? messages.stack.setRows((mail[box] ?? []).map { TextRowContent($0) })
    messages.stack.selectFirst()
    messages.panel?.title = box
    return .redraw
  }

  func handle(_ event: InputEvent) -> AppResponse { group.handle(event) ?? .unchanged }

  func render(in surface: inout Surface) {
    group.render(in: &surface)
    let keys = group.helpSections.flatMap(\.lines).map { "\($0.keys) \($0.help)" }
    surface.write(
      TextLayout.pad(keys.joined(separator: " · "), toWidth: surface.size.width),
      at: Point(x: 0, y: surface.size.height - 1), role: .status)
  }

  func resize(to size: Size) { group.resize(to: size) }
}
