import StackCore
import StackTerminal
import StackTesting

/// `--record FILE`: a `Terminal` that forwards everything to the real one and records every
/// input event, writing them as a script (`ScriptRecorder`) that replays the session.
///
/// The file is rewritten whenever the demo is about to wait for input (so a burst of keys
/// costs one write, and the file is current even if the program is then killed, for example
/// by Ctrl-C), and once more by ``finish(appQuit:)``, which leaves out the key that quit the
/// demo: replaying it would end the replay before its final screen.
@MainActor
final class RecordingTerminal: Terminal {
  /// The terminal shown to the user.
  let base: any Terminal
  /// Where the script goes.
  let path: String
  /// Comment lines (directives included) written at the top of the script.
  let header: [String]
  private(set) var recorder = ScriptRecorder()
  private var isDirty = true

  /// Wraps `base`; writes the (empty) script at once so an unwritable path fails early.
  init(base: any Terminal, path: String, header: [String]) throws(DemoFailure) {
    self.base = base
    self.path = path
    self.header = header
    try save()
  }

  var size: Size { base.size }
  var isMonochrome: Bool { base.isMonochrome }

  func present(_ canvas: Canvas) {
    base.present(canvas)
  }

  func nextInput(timeoutMilliseconds: Int?) -> InputEvent? {
    if timeoutMilliseconds != 0 && isDirty { try? save() }
    guard let event = base.nextInput(timeoutMilliseconds: timeoutMilliseconds) else {
      return nil
    }
    recorder.record(event)
    isDirty = true
    return event
  }

  /// Writes the final script. When the demo quit, the last event (the key that quit) is
  /// left out and a comment says so.
  func finish(appQuit: Bool) throws(DemoFailure) {
    var trailer: [String] = []
    if appQuit, let last = recorder.removeLast() {
      trailer.append("# (\(Self.describe(last)), which quit the demo, is left out)")
    }
    isDirty = true
    try save(trailer: trailer)
  }

  private func save(trailer: [String] = []) throws(DemoFailure) {
    guard isDirty else { return }
    let text = recorder.scriptText(header: header) + trailer.map { $0 + "\n" }.joined()
    try OutputSink.replaceContents(ofFile: path, with: text, name: Self.name(of: path))
    isDirty = false
  }

  /// Writes a first line to `path` before the terminal starts, so a path that cannot be
  /// written fails with the user's screen untouched (no flash of the alternate screen).
  static func prepare(path: String) throws(DemoFailure) {
    try OutputSink.replaceContents(
      ofFile: path, with: "# Recording with stack-demo --record…\n", name: name(of: path))
  }

  /// The recording as messages name it.
  private static func name(of path: String) -> String {
    "the recording \(MessageText.escaped(path, limit: MessageText.pathLimit))"
  }

  private static func describe(_ event: InputEvent) -> String {
    switch event {
    case .key(let key): "the key \(key.name)"
    case .mouse: "the mouse event"
    case .paste: "the paste"
    case .resize: "the resize"
    }
  }
}
