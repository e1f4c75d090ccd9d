/// A unified-style diff of two texts, line by line, for test failure messages (two screen
/// dumps, headless and in tmux, say): hunks with
/// `@@ -a,n +b,m @@` headers and every line prefixed with `-`, `+` or ` ` and its line number
/// on its side.
///
/// ```text
/// --- headless
/// +++ tmux
/// @@ -3,3 +3,3 @@
///      3 │ Row 1: some text
/// -    4 │ old
/// +    4 │ new
/// ```
public enum LineDiff {
  private enum Edit {
    case same(Int, Int)
    case removed(Int)
    case added(Int)
  }

  /// The diff of `old` and `new` with `context` unchanged lines around each change, or nil
  /// when they are equal.
  public static func unified(
    _ old: String, _ new: String, oldName: String, newName: String, context: Int = 2
  ) -> String? {
    let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard a != b else { return nil }
    let edits = self.edits(a, b)
    var output = ["--- \(oldName)", "+++ \(newName)"]
    let changed = edits.indices.filter {
      if case .same = edits[$0] { return false }
      return true
    }
    var hunkStart = 0
    while hunkStart < changed.count {
      var hunkEnd = hunkStart
      while hunkEnd + 1 < changed.count, changed[hunkEnd + 1] - changed[hunkEnd] <= 2 * context + 1
      {
        hunkEnd += 1
      }
      let first = max(0, changed[hunkStart] - context)
      let last = min(edits.count - 1, changed[hunkEnd] + context)
      output += hunk(edits[first...last], a: a, b: b)
      hunkStart = hunkEnd + 1
    }
    return output.joined(separator: "\n")
  }

  private static func hunk(_ edits: ArraySlice<Edit>, a: [String], b: [String]) -> [String] {
    var lines: [String] = []
    var oldStart: Int?
    var newStart: Int?
    var oldCount = 0
    var newCount = 0
    for edit in edits {
      switch edit {
      case .same(let i, let j):
        oldStart = oldStart ?? i
        newStart = newStart ?? j
        oldCount += 1
        newCount += 1
        lines.append(" \(number(i)) │ \(a[i])")
      case .removed(let i):
        oldStart = oldStart ?? i
        oldCount += 1
        lines.append("-\(number(i)) │ \(a[i])")
      case .added(let j):
        newStart = newStart ?? j
        newCount += 1
        lines.append("+\(number(j)) │ \(b[j])")
      }
    }
    let header = "@@ -\((oldStart ?? 0) + 1),\(oldCount) +\((newStart ?? 0) + 1),\(newCount) @@"
    return [header] + lines
  }

  /// Line numbers are 1-based, right-aligned in 5 columns.
  private static func number(_ index: Int) -> String {
    let text = String(index + 1)
    return String(repeating: " ", count: max(0, 5 - text.count)) + text
  }

  /// A shortest edit script from the longest common subsequence.
  private static func edits(_ a: [String], _ b: [String]) -> [Edit] {
    var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        lengths[i][j] =
          a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var edits: [Edit] = []
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        edits.append(.same(i, j))
        i += 1
        j += 1
      } else if i < a.count, j == b.count || lengths[i + 1][j] >= lengths[i][j + 1] {
        edits.append(.removed(i))
        i += 1
      } else {
        edits.append(.added(j))
        j += 1
      }
    }
    return edits
  }
}
