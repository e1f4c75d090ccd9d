import StackTerminal

/// "Did you mean" suggestions for unknown key and command names.
enum ScriptSuggestion {
  /// Every name a script line can start with: key names, then command names.
  static let names: [String] = {
    var names = Key.namedKeys.map(\.name)
    names += (1...12).map { "f\($0)" }
    names += "abcdefghijklmnopqrstuvwxyz".map { "ctrl-\($0)" }
    return names + ScriptAction.commandNames
  }()

  /// Names from other tools and keyboards, and what scripts call them.
  private static let aliases: [String: String] = [
    "escape": "esc", "return": "enter", "ret": "enter", "cr": "enter", "pageup": "pgup",
    "pagedown": "pgdn", "page-up": "pgup", "page-down": "pgdn", "ppage": "pgup",
    "npage": "pgdn", "del": "delete", "dc": "delete", "ins": "insert", "ic": "insert",
    "bs": "backspace", "bspace": "backspace", "btab": "backtab", "shift-tab": "backtab",
    "s-tab": "backtab", "spc": "space", "expectnot": "expect-not", "expect_not": "expect-not",
  ]

  /// The longest word a suggestion is looked for: no key or command name is longer than half
  /// of it, so a longer word is never within reach of one (see ``closest(to:among:)``), and
  /// the search costs at most O(`maximumWordLength` × names' lengths) whatever the word.
  static let maximumWordLength = 32

  /// The name `word` probably meant, or nil when nothing is close.
  ///
  /// Tries, in order: a different case (`Up`, `F5`, `PgUp`), other spellings of Ctrl
  /// (`C-x`, `^X`, `ctrl+x`), common aliases (`escape`, `return`, `pageup`), then the closest
  /// name by edit distance (with transpositions), if within half the longer name's length.
  static func suggestion(for word: String) -> String? {
    guard !isTooLong(word) else { return nil }
    let lower = word.lowercased()
    if names.contains(lower) { return lower }
    if let letter = controlLetter(lower) { return "ctrl-\(letter)" }
    if let alias = aliases[lower] { return alias }
    return closest(to: lower, among: names)
  }

  /// The name in `names` nearest to `word` by ``editDistance(_:_:)``, if within half the
  /// longer one's length (at least 1); the first of equally near names. A word of more than
  /// ``maximumWordLength`` scalars gets no suggestion, and a name whose length alone puts it
  /// out of reach is skipped without computing the distance.
  static func closest(to word: String, among names: [String]) -> String? {
    guard !isTooLong(word) else { return nil }
    let word = Array(word)
    var best: (name: String, distance: Int)?
    for name in names {
      let candidate = Array(name)
      let limit = max(1, max(word.count, candidate.count) / 2)
      // The distance is at least the difference in length.
      guard abs(word.count - candidate.count) <= limit else { continue }
      let distance = editDistance(word, candidate)
      guard distance <= limit, distance < (best?.distance ?? Int.max) else { continue }
      best = (name, distance)
    }
    return best?.name
  }

  /// True when `word` has more than ``maximumWordLength`` scalars (looks at no more).
  private static func isTooLong(_ word: String) -> Bool {
    word.unicodeScalars.prefix(maximumWordLength + 1).count > maximumWordLength
  }

  /// The letter of `c-x`, `^x`, `ctrl+x`, `control-x` (already lowercased).
  private static func controlLetter(_ word: String) -> Character? {
    for prefix in ["c-", "^", "ctrl+", "control-", "control+", "ctl-"] where word.hasPrefix(prefix)
    {
      let rest = word.dropFirst(prefix.count)
      if rest.count == 1, let letter = rest.first, Key.isControlLetter(letter) { return letter }
    }
    return nil
  }

  /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of
  /// two neighbours each cost 1.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
          value = min(value, table[i - 2][j - 2] + 1)
        }
        table[i][j] = value
      }
    }
    return table[a.count][b.count]
  }
}
