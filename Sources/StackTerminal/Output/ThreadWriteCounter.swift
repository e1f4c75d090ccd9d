#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Counts the bytes the calling thread has written, from Linux's per-thread I/O accounting
/// (`wchar` in `/proc/thread-self/io`: every byte a `write`-family call accepted).
///
/// This is how ``NcursesTerminal`` measures what it sends. ncurses 6 writes with `write(2)`
/// to `fileno` of its output stream, so a counting `FILE` (`fopencookie`, `fmemopen`) whose
/// `fileno` is -1 receives nothing at all; and the output must stay the terminal's own file
/// descriptor, because ncurses also sets the terminal modes through it. Taking the
/// difference of two readings around a curses call on the same thread gives exactly the bytes
/// that call wrote, whatever the output is (terminal, pipe, file).
enum ThreadWriteCounter {
  /// The bytes written by the calling thread so far, or nil when the kernel does not provide
  /// the counter (not Linux, `/proc` not mounted).
  static func current() -> Int? {
    let descriptor = open("/proc/thread-self/io", O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 512) { buffer in
      guard let base = buffer.baseAddress else { return nil }
      var filled = 0
      while filled < buffer.count {
        let count = read(descriptor, base + filled, buffer.count - filled)
        if count <= 0 { break }
        filled += count
      }
      return wchar(in: UnsafeBufferPointer(rebasing: buffer[..<filled]))
    }
  }

  /// The number after `"wchar: "` in the text of `/proc/thread-self/io`.
  static func wchar(in text: UnsafeBufferPointer<UInt8>) -> Int? {
    let label = Array("wchar: ".utf8)
    var index = 0
    while index + label.count <= text.count {
      let atLineStart = index == 0 || text[index - 1] == UInt8(ascii: "\n")
      if atLineStart && text[index..<(index + label.count)].elementsEqual(label) {
        var value = 0
        var position = index + label.count
        var sawDigit = false
        while position < text.count, text[position] >= 0x30, text[position] <= 0x39 {
          value = value * 10 + Int(text[position] - 0x30)
          position += 1
          sawDigit = true
        }
        return sawDigit ? value : nil
      }
      index += 1
    }
    return nil
  }
}
