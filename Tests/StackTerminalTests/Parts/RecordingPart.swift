import StackCore
import StackTerminal

/// A part for routing tests: records the events it gets (with their regions), answers from
/// `answers` (keys not listed: nil), and draws its name in its region.
final class RecordingPart: Widget {
  let name: String
  var acceptsFocus: Bool
  var answers: [Key: AppResponse] = [:]
  private(set) var events: [InputEvent] = []
  private(set) var regions: [Rect] = []
  private(set) var focusedRenders = 0

  init(_ name: String, acceptsFocus: Bool = true) {
    self.name = name
    self.acceptsFocus = acceptsFocus
  }

  func render(in surface: inout Surface, isFocused: Bool) {
    if isFocused { focusedRenders += 1 }
    surface.write(isFocused ? "*" + name : name, at: .zero, style: .plain)
  }

  func handle(_ event: InputEvent, in region: Rect) -> AppResponse? {
    events.append(event)
    regions.append(region)
    if case .key(let key) = event { return answers[key] }
    return .unchanged
  }

  var keyHelp: KeyHelpSection? {
    KeyHelpSection(title: name, lines: [KeyHelpLine(keys: "x", help: "\(name) key")])
  }
}
