import StackTerminal

/// Reads the processes of /proc, one `read()` a second: CPU% from the change of each one's CPU
/// time since the last read; its command line and user read once (kept by pid, start time and
/// name: an exec changes the name); a process that ends between two reads skipped.
final class ProcessReader {
  /// What is read once per process, and its CPU ticks at the last read.
  private typealias Known = (identity: String, command: String, user: String, ticks: Double)
  private var known: [Int32: Known] = [:]
  private var lastTime = ContinuousClock.now

  /// The processes now.
  func read() -> [ProcessRow] {
    let seconds = max(0.001, (ContinuousClock.now - lastTime) / .seconds(1))
    lastTime = .now
    var rows: [ProcessRow] = []
    var stillKnown: [Int32: Known] = [:]
    for pid in numberedEntries(of: "/proc") ?? [] {
      guard let stat = readFile("/proc/\(pid)/stat", limit: 4096),
        let close = stat.lastIndex(of: UInt8(ascii: ")"))
      else { continue }  // Not a process, or gone since the folder was listed.
      let fields = stat[(close + 1)...].split(separator: UInt8(ascii: " "))
      guard fields.count > 21 else { continue }
      func number(_ at: Int) -> Double { Double(String(decoding: fields[at], as: UTF8.self)) ?? 0 }
      let identity = String(decoding: stat[..<close] + fields[19], as: UTF8.self)  // Exec: new.
      var info = known[pid] ?? describe(pid, stat, close, identity)
      if info.identity != identity { info = describe(pid, stat, close, identity) }
      if Int(number(6)) & 0x20_0000 != 0 { info.identity = identity }  // Kernel: no arguments.
      info.ticks = number(11) + number(12)
      stillKnown[pid] = info
      let cpu = known[pid].map { max(0, info.ticks - $0.ticks) / clockTicks / seconds * 100 } ?? 0
      rows.append(
        ProcessRow(
          id: pid, parent: Int32(number(1)), user: info.user,
          state: String(decoding: fields[0], as: UTF8.self), cpu: cpu,
          memory: Int(number(21)) * pageBytes, threads: Int(number(17)), command: info.command))
    }
    known = stillKnown
    return rows
  }

  /// The command line ("[name]" when empty: no identity then, read again) and the user.
  private func describe(_ pid: Int32, _ stat: [UInt8], _ close: Int, _ identity: String) -> Known {
    let open = (stat.firstIndex(of: UInt8(ascii: "(")) ?? 0) + 1
    var line = readFile("/proc/\(pid)/cmdline", limit: 4096) ?? []
    while line.last == 0 { line.removeLast() }
    let command =
      line.isEmpty
      ? "[" + MessageText.escaped(bytes: stat[open..<max(open, close)]) + "]"
      : MessageText.escaped(bytes: line.lazy.map { $0 == 0 ? UInt8(ascii: " ") : $0 }, limit: 4096)
    return (line.isEmpty ? "" : identity, command, ownerName(of: "/proc/\(pid)") ?? "—", 0)
  }

  /// What the detail view shows of `row`: its threads, open files ("—" without permission)
  /// and its command line (256 KB read, escaped, cut after 2,000 bytes: a screenful, as
  /// wrapping 100 KB is not free; the last one known when the process is gone).
  static func details(of row: ProcessRow) -> [String] {
    let raw = readFile("/proc/\(row.id)/cmdline", limit: 1 << 18) ?? []
    let line = MessageText.escaped(bytes: raw.lazy.map { $0 == 0 ? 32 : $0 }, limit: 2000)
    return [
      "Threads: \(row.threads)",
      "Open files: " + (numberedEntries(of: "/proc/\(row.id)/fd").map { "\($0.count)" } ?? "—"),
      "Command line: " + (line.isEmpty ? row.command : line),
    ]
  }
}
