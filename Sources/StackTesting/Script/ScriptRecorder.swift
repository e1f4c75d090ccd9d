import StackCore
import StackTerminal

/// Turns the input a user gave (a sequence of `InputEvent`s) into script text that
/// ``ScriptParser`` accepts and ``ScriptRunner`` replays to the same screens.
///
/// Repeated keys collapse to `key*N`, a press and release at the same cell to `click`,
/// wheel notches in the same direction to `wheel up|down N` (runs longer than the language's
/// limits are split), and a run of resizes to the last `resize`. Keys are separated by
/// spaces, which the parser reads scalar by scalar, so a combining mark pressed on its own
/// (`e`, then U+0301) is written `e ́` and replays as the same two keys. Keys go several to
/// a line; commands get their own line. `#` and `"` (which cannot be written as key names)
/// become `type "#"` and `type "\""`.
///
/// ```swift
/// var recorder = ScriptRecorder()
/// for event in [.key(.down), .key(.down), .mouse(.press(p)), .mouse(.release(p))] {
///   recorder.record(event)
/// }
/// recorder.scriptText()   // "down*2\nclick 3 7\n"
/// ```
///
/// A press and release at different cells (a drag), a lone press or release, or a resize
/// outside 1...1000 cannot be written in the language; it is left out and noted in a comment.
public struct ScriptRecorder: Sendable {
  /// Every event recorded, in order.
  public private(set) var events: [InputEvent] = []
  /// How many keys go on one line at most.
  public var keysPerLine = 8

  /// Creates an empty recorder.
  public init() {}

  /// Appends one event.
  public mutating func record(_ event: InputEvent) {
    events.append(event)
  }

  /// Removes the last recorded event (for example the key that quit the app).
  @discardableResult
  public mutating func removeLast() -> InputEvent? {
    events.popLast()
  }

  /// The recorded events as script steps: ``Item/action(_:)``s, and a ``Item/note(_:)`` for
  /// input that cannot be scripted.
  public var actions: [Item] {
    var items: [Item] = []
    var index = 0
    while index < events.count {
      let event = events[index]
      var next = index + 1
      switch event {
      case .key(let key):
        while next < events.count, events[next] == event,
          next - index < ScriptParser.maximumRepeat
        {
          next += 1
        }
        items.append(keyItem(key, count: next - index))
      case .resize(let size):
        var last = size
        while next < events.count, case .resize(let later) = events[next] {
          last = later
          next += 1
        }
        let range = 1...ScriptParser.maximumDimension
        items.append(
          range.contains(last.width) && range.contains(last.height)
            ? .action(.resize(last))
            : .note(
              "resize to \(last.width)x\(last.height) left out (resize takes 1 to "
                + "\(ScriptParser.maximumDimension) each way)"))
      case .mouse(.press(let point)):
        if next < events.count, case .mouse(.release(let releasePoint)) = events[next] {
          next += 1
          items.append(
            releasePoint == point
              ? .action(.click(point))
              : .note(
                "drag from \(point.x) \(point.y) to \(releasePoint.x) \(releasePoint.y) left out"))
        } else {
          items.append(.note("press at \(point.x) \(point.y) without a release left out"))
        }
      case .paste(let text):
        items.append(.note("paste of \(text.count) characters left out"))
      case .mouse(.release(let point)):
        items.append(.note("release at \(point.x) \(point.y) without a press left out"))
      case .mouse(.wheelUp), .mouse(.wheelDown):
        let isUp = if case .mouse(.wheelUp) = event { true } else { false }
        while next < events.count, Self.isWheel(events[next], up: isUp),
          next - index < ScriptParser.maximumNotches
        {
          next += 1
        }
        items.append(.action(.wheel(isUp ? .up : .down, notches: next - index)))
      }
      index = next
    }
    return items
  }

  /// The script text: `header` lines first (each written as one `#` comment line, control
  /// characters such as a line feed in a file name escaped), then the steps;
  /// ends with a newline.
  public func scriptText(header: [String] = []) -> String {
    var lines = header.map { $0.isEmpty ? "#" : "# \(MessageText.escaped($0, limit: .max))" }
    var keyLine: [String] = []
    func flushKeys() {
      if !keyLine.isEmpty { lines.append(keyLine.joined(separator: " ")) }
      keyLine = []
    }
    for item in actions {
      switch item {
      case .action(let action):
        switch action {
        case .key, .type:
          keyLine.append(action.scriptText)
          if keyLine.count >= keysPerLine { flushKeys() }
        default:
          flushKeys()
          lines.append(action.scriptText)
        }
      case .note(let note):
        flushKeys()
        lines.append("# \(note)")
      }
    }
    flushKeys()
    return lines.map { $0 + "\n" }.joined()
  }

  /// One recorded step or a note about input that was left out.
  public enum Item: Sendable, Equatable {
    /// A step.
    case action(ScriptAction)
    /// Input the language cannot express, described.
    case note(String)
  }

  private func keyItem(_ key: Key, count: Int) -> Item {
    if case .character(let character) = key, character == "#" || character == "\"" {
      return .action(.type(String(repeating: String(character), count: count)))
    }
    return .action(.key(key, count: count))
  }

  private static func isWheel(_ event: InputEvent, up: Bool) -> Bool {
    switch event {
    case .mouse(.wheelUp): up
    case .mouse(.wheelDown): !up
    default: false
    }
  }
}
