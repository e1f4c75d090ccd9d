/// Why a `--tmux` replay could not be carried out.
struct TmuxError: Error, CustomStringConvertible {
  /// What went wrong, for the user.
  let message: String

  var description: String { "stack-demo --tmux: \(message)" }
}
