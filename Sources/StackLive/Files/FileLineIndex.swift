import StackTerminal

/// Where the newest lines of a followed file are, not their text: each line's start and
/// length in its file (12 bytes a line), its text read back from the file when it is shown,
/// as `less` does. At most ``maximumLines`` lines are indexed; past that the oldest are
/// dropped, an eighth of the cap at a time, and ``droppedCount`` says how many went (a
/// viewer's rows cost memory per line too, so an endless writer needs a cap either way).
///
/// Lines of a file rotated away stay readable: each segment of the index holds the file its
/// lines were read from (``FollowedFile``), open until the segment is dropped.
///
/// ```swift
/// let index = FileLineIndex()
/// loop.follow(follower) { update in
///   index.append(update)
///   return .redraw
/// }
/// index.string(at: index.endIndex - 1)   // the newest line, read back
/// ```
public final class FileLineIndex {
  /// A run of lines from one file.
  private struct Segment {
    let file: FollowedFile
    let firstLine: Int
    var starts: [Int] = []
    var lengths: [UInt32] = []
  }

  /// The most lines indexed (at least 8).
  public let maximumLines: Int
  /// The lines dropped so far (the oldest indexed has this number).
  public private(set) var droppedCount = 0
  private var segments: [Segment] = []
  private var indexedLines = 0

  /// An empty index of at most `maximumLines` lines.
  public init(maximumLines: Int = 1_000_000) {
    self.maximumLines = max(8, maximumLines)
  }

  /// The lines indexed.
  public var count: Int { indexedLines }
  /// One past the newest line's number.
  public var endIndex: Int { droppedCount + indexedLines }

  /// Indexes the lines of `update` (their text is not kept); drops the oldest past the cap.
  public func append(_ update: FileFollower.Update) {
    let lines = update.lines
    for line in lines.indices {
      if segments.isEmpty || segments[segments.count - 1].file !== update.file
        || segments[segments.count - 1].starts.count >= maximumLines / 8
      {
        segments.append(Segment(file: update.file, firstLine: endIndex))
      }
      segments[segments.count - 1].starts.append(lines.startOffset(at: line))
      segments[segments.count - 1].lengths.append(UInt32(clamping: lines.length(at: line)))
      indexedLines += 1
    }
    while segments.count > 1 && indexedLines > maximumLines {
      let oldest = segments.removeFirst()
      indexedLines -= oldest.starts.count
      droppedCount += oldest.starts.count
    }
  }

  /// The bytes of line `number`, read back from its file (empty for a line not indexed, or
  /// shorter when the file was truncated meanwhile).
  public func line(_ number: Int) -> [UInt8] {
    guard number >= droppedCount && number < endIndex else { return [] }
    var segment = segments.count - 1
    while segments[segment].firstLine > number { segment -= 1 }
    let place = number - segments[segment].firstLine
    return segments[segment].file.read(
      from: segments[segment].starts[place], count: Int(segments[segment].lengths[place]))
  }

  /// Line `number` as text (invalid UTF-8 as U+FFFD).
  public func string(at number: Int) -> String {
    String(decoding: line(number), as: UTF8.self)
  }
}
