/// The command lines of a Markdown document's ```sh blocks, for tests that run what a README
/// shows: each line trimmed, a trailing `# comment` removed.
public func shellBlockLines(in markdown: String) -> [String] {
  var lines: [String] = []
  var inShellBlock = false
  for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
    let trimmed = trimmingSpaces(line)
    if trimmed.hasPrefix("```") {
      inShellBlock = !inShellBlock && trimmed == "```sh"
      continue
    }
    guard inShellBlock else { continue }
    let beforeComment =
      trimmed.split(separator: " #", maxSplits: 1, omittingEmptySubsequences: false)
      .first.map(String.init) ?? trimmed
    lines.append(trimmingSpaces(Substring(beforeComment)))
  }
  return lines
}

/// `text` without leading and trailing spaces and tabs.
private func trimmingSpaces(_ text: Substring) -> String {
  let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
  guard let first = text.firstIndex(where: { !isSpace($0) }),
    let last = text.lastIndex(where: { !isSpace($0) })
  else { return "" }
  return String(text[first...last])
}
