import StackUI

/// The newest lines of an endless stream, within a stated cap: at most ``maximumLines``
/// lines and about ``maximumBytes`` bytes, kept in ``LineStore`` blocks; when a cap is
/// reached the oldest lines are dropped, an eighth of the cap at a time (a block is let go
/// whole, nothing is copied), and ``droppedCount`` says how many went.
///
/// Lines keep their numbers from the start of the stream: line `droppedCount` is the oldest
/// kept, `droppedCount + count - 1` the newest.
///
/// ```swift
/// let lines = RecentLines(maximumLines: 1_000_000)
/// lines.append(line: Array("y".utf8)[...])
/// lines.string(at: lines.droppedCount)   // the oldest line kept
/// ```
public final class RecentLines {
  /// The most lines kept (at least 8).
  public let maximumLines: Int
  /// The most bytes kept (at least 8), lines' bytes only.
  public let maximumBytes: Int
  /// The lines dropped so far (the oldest kept has this number).
  public private(set) var droppedCount = 0
  /// The lines kept, oldest first, in segments dropped whole.
  private var segments: [LineStore] = [LineStore()]
  /// The number of the first line of each segment.
  private var segmentStarts: [Int] = [0]
  private var keptLines = 0
  private var keptBytes = 0

  /// The default cap on lines: a million (about 40 MB with a stack's row records).
  public static let defaultMaximumLines = 1_000_000
  /// The default cap on bytes: 256 MiB.
  public static let defaultMaximumBytes = 256 << 20

  /// An empty store keeping at most `maximumLines` lines and `maximumBytes` bytes.
  public init(
    maximumLines: Int = RecentLines.defaultMaximumLines,
    maximumBytes: Int = RecentLines.defaultMaximumBytes
  ) {
    self.maximumLines = max(8, maximumLines)
    self.maximumBytes = max(8, maximumBytes)
  }

  /// The lines kept.
  public var count: Int { keptLines }
  /// One past the newest line's number: every line ever appended.
  public var endIndex: Int { droppedCount + keptLines }
  /// The bytes kept.
  public var byteCount: Int { keptBytes }

  /// Appends one line (without its line break); drops the oldest lines when a cap is passed.
  public func append(line: ArraySlice<UInt8>) {
    let last = segments.count - 1
    if segments[last].count >= maximumLines / 8 || segments[last].byteCount >= maximumBytes / 8 {
      segments.append(LineStore())
      segmentStarts.append(endIndex)
    }
    segments[segments.count - 1].append(line: line)
    keptLines += 1
    keptBytes += line.count
    while segments.count > 1 && (keptLines > maximumLines || keptBytes > maximumBytes) {
      let oldest = segments.removeFirst()
      segmentStarts.removeFirst()
      keptLines -= oldest.count
      keptBytes -= oldest.byteCount
      droppedCount += oldest.count
    }
  }

  /// True when line `number` is kept.
  public func contains(_ number: Int) -> Bool { number >= droppedCount && number < endIndex }

  /// The bytes of line `number` (`droppedCount..<endIndex`); empty for a line not kept.
  public func line(_ number: Int) -> ArraySlice<UInt8> {
    guard contains(number) else { return [] }
    // The last segment whose first line is at or before `number` (few segments: at most 9).
    var segment = segments.count - 1
    while segmentStarts[segment] > number { segment -= 1 }
    return segments[segment].line(number - segmentStarts[segment])
  }

  /// Line `number` as text (invalid UTF-8 as U+FFFD); empty for a line not kept.
  public func string(at number: Int) -> String {
    String(decoding: line(number), as: UTF8.self)
  }
}
