import StackTesting

/// The actions of a script's steps, parsed as if read from `file`.
func scriptActions(_ text: String, file: String = "t.keys") throws -> [ScriptAction] {
  try ScriptParser.parse(text, file: file).steps.map(\.action)
}

/// The `FILE:LINE:COL: message` a bad script gives; nil when it parses.
func scriptError(_ text: String, file: String = "demo/x.keys") -> String? {
  parseError { () throws(ScriptError) in try ScriptParser.parse(text, file: file) }
}

/// The `FILE:LINE:COL: message` a bad script of raw bytes gives; nil when it parses.
func scriptError(bytes: [UInt8], file: String) -> String? {
  parseError { () throws(ScriptError) in try ScriptParser.parse(bytes: bytes, file: file) }
}

private func parseError(_ parse: () throws(ScriptError) -> KeyScript) -> String? {
  do {
    _ = try parse()
    return nil
  } catch {
    return error.description
  }
}
