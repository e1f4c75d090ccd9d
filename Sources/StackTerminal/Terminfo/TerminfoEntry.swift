internal import CNcurses

/// The current terminal's terminfo entry (after `newterm`), read by name: what the frame
/// encoder draws with (``TerminalCapabilities``), the keys the input decoder knows
/// (``KeySequences``) and what the restoration sends.
enum TerminfoEntry {
  /// The string capability `name` without padding, or `[]` when the entry lacks it.
  @MainActor static func string(_ name: String) -> [UInt8] {
    guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return [] }
    return withoutPadding(UnsafeRawPointer(value))
  }

  /// The parameterized capability `name`, or nil when the entry lacks it.
  @MainActor static func parameterized(_ name: String) -> ParameterizedCapability? {
    guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return nil }
    var format: [CChar] = []
    var pointer = UnsafePointer(value)
    while pointer.pointee != 0 {
      format.append(pointer.pointee)
      pointer += 1
    }
    format.append(0)
    return ParameterizedCapability(format: format)
  }

  /// True when the entry has the boolean capability `name` (an extended one, like `RGB` or
  /// `Tc`, included); false when it lacks it or has it as a number or a string.
  @MainActor static func flag(_ name: String) -> Bool {
    tigetflag(name) > 0
  }

  /// The numeric capability `name`, or nil when the entry lacks it or has it as a flag or a
  /// string.
  @MainActor static func number(_ name: String) -> Int? {
    let value = tigetnum(name)
    return value >= 0 ? Int(value) : nil
  }

  /// The bytes of a NUL-terminated string, without `$<...>` padding.
  static func withoutPadding(_ string: UnsafeRawPointer) -> [UInt8] {
    var bytes: [UInt8] = []
    var pointer = string.assumingMemoryBound(to: UInt8.self)
    while pointer.pointee != 0 {
      if pointer.pointee == UInt8(ascii: "$") && pointer[1] == UInt8(ascii: "<") {
        var end = pointer + 2
        while end.pointee != 0 && end.pointee != UInt8(ascii: ">") { end += 1 }
        if end.pointee == UInt8(ascii: ">") {
          pointer = end + 1
          continue
        }
      }
      bytes.append(pointer.pointee)
      pointer += 1
    }
    return bytes
  }
}
