import Testing

@testable import StackTerminal

/// Decodes `chunks` as `NcursesTerminal` decodes what its reads return: each chunk is one
/// `read`; a unit that may continue waits for the next chunk, which arrives within the
/// escape delay unless `pausesBetweenChunks` (then the decoder is asked again with `final`,
/// as after the delay). After the last chunk the delay always runs out.
func decodeInput(
  _ chunks: [[UInt8]], table: [(bytes: [UInt8], key: Key)],
  pausesBetweenChunks: Bool = false
) -> [InputEvent] {
  var decoder = InputDecoder(keySequences: table)
  var buffer: [UInt8] = []
  var start = 0
  var events: [InputEvent] = []
  var remaining = chunks[...]
  while let chunk = remaining.popFirst() {
    buffer += chunk
    while start < buffer.count {
      var unit = decoder.next(buffer[start...], final: false)
      if unit == nil {
        if !pausesBetweenChunks, let next = remaining.popFirst() {
          buffer += next
          continue
        }
        unit = decoder.next(buffer[start...], final: true)
      }
      guard let unit else {
        Issue.record("no unit with final set at \(buffer[start...])")
        return events
      }
      #expect(unit.length >= 1 && unit.length <= buffer.count - start, "unit length")
      start += max(1, unit.length)
      events += unit.events
    }
  }
  return events
}

/// `text`'s bytes, with `\e` written as ESC.
func bytes(_ text: String) -> [UInt8] {
  Array(text.utf8)
}

/// The key table of the `xterm-256color` entry (as `NcursesTerminal` builds it).
@MainActor
func keyTable(of name: String = "xterm-256color") -> [(bytes: [UInt8], key: Key)] {
  let table = withTerminfoEntry(name) { KeySequences.table() }
  if table == nil { Issue.record("no terminfo entry \(name)") }
  return table ?? []
}
