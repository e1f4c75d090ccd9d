internal import StackPlatform

extension NcursesTerminal {
  /// The input and output streams: the ones given, else duplicates of the standard ones or
  /// streams on `/dev/tty` (recorded in `owned`).
  static func openStreams(
    _ streams: TerminalStreams, input: UnsafeMutablePointer<FILE>?,
    output: UnsafeMutablePointer<FILE>?, into owned: inout [UnsafeMutablePointer<FILE>]
  ) -> (input: UnsafeMutablePointer<FILE>?, output: UnsafeMutablePointer<FILE>?) {
    switch streams {
    case .standard:
      return (
        input ?? openDuplicate(of: STDIN_FILENO, mode: "r", into: &owned),
        output ?? openDuplicate(of: STDOUT_FILENO, mode: "w", into: &owned)
      )
    case .controllingTerminal:
      func openTTY(_ mode: String) -> UnsafeMutablePointer<FILE>? {
        guard let file = fopen("/dev/tty", mode) else { return nil }
        owned.append(file)
        return file
      }
      return (input ?? openTTY("r"), output ?? openTTY("w"))
    case .keysFromControllingTerminal:
      let keys = input ?? fopen("/dev/tty", "r")
      if input == nil, let keys { owned.append(keys) }
      return (keys, output ?? openDuplicate(of: STDOUT_FILENO, mode: "w", into: &owned))
    }
  }

  /// Opens a stream on a duplicate of `descriptor` (so closing it leaves the original open)
  /// and records it in `owned`.
  static func openDuplicate(
    of descriptor: Int32, mode: String, into owned: inout [UnsafeMutablePointer<FILE>]
  ) -> UnsafeMutablePointer<FILE>? {
    let duplicate = dup(descriptor)
    guard duplicate >= 0 else { return nil }
    guard let file = fdopen(duplicate, mode) else {
      close(duplicate)
      return nil
    }
    owned.append(file)
    return file
  }

  /// Closes streams this terminal opened.
  static func closeStreams(_ files: [UnsafeMutablePointer<FILE>]) {
    for file in files { fclose(file) }
  }
}
