import Foundation
import StackTerminal

/// Reads the processes of /proc, one `read()` a second: CPU% from the change of each
/// process's CPU time since the last read. The command line and user of a process are read
/// once (kept by pid, start time and name: an exec changes the name). A process that ends
/// between two reads is skipped.
final class ProcessReader {
  private struct Known {
    let identity: String
    let command: String
    let user: String
  }
  private var known: [Int32: Known] = [:]
  private var ticks: [Int32: Double] = [:]
  private var lastTime = ContinuousClock.now

  /// The processes now.
  func read() -> [ProcessRow] {
    let now = ContinuousClock.now
    let seconds = max(0.001, (now - lastTime) / .seconds(1))
    lastTime = now
    var rows: [ProcessRow] = []
    var seen: [Int32: Double] = [:]
    var stillKnown: [Int32: Known] = [:]
    for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
      guard let pid = Int32(name), let stat = readFile("/proc/\(name)/stat", limit: 4096),
        let close = stat.lastIndex(of: UInt8(ascii: ")"))
      else { continue }  // Not a process, or gone since the folder was listed.
      let fields = stat[(close + 1)...].split(separator: UInt8(ascii: " "))
      guard fields.count > 21 else { continue }
      func number(_ index: Int) -> Double {
        Double(String(decoding: fields[index], as: UTF8.self)) ?? 0
      }
      // The pid, the name and the start time: a new process or an exec changes it.
      let identity = String(decoding: stat[..<close] + fields[19], as: UTF8.self)
      let info =
        known[pid].flatMap { $0.identity == identity ? $0 : nil }
        ?? describe(pid, stat, close, identity)
      stillKnown[pid] = info
      let used = number(11) + number(12)
      seen[pid] = used
      let cpu = ticks[pid].map { max(0, used - $0) / clockTicks / seconds * 100 } ?? 0
      rows.append(
        ProcessRow(
          id: pid, parent: Int32(number(1)), user: info.user,
          state: String(decoding: fields[0], as: UTF8.self), cpu: cpu,
          memory: Int(number(21)) * pageBytes, threads: Int(number(17)), command: info.command))
    }
    ticks = seen
    known = stillKnown
    return rows
  }

  /// The command line (the name in brackets when empty: a kernel thread) and the user.
  private func describe(_ pid: Int32, _ stat: [UInt8], _ close: Int, _ identity: String) -> Known {
    let open = (stat.firstIndex(of: UInt8(ascii: "(")) ?? 0) + 1
    var line = readFile("/proc/\(pid)/cmdline", limit: 4096) ?? []
    while line.last == 0 { line.removeLast() }
    let command =
      line.isEmpty
      ? "[" + MessageText.escaped(bytes: stat[open..<max(open, close)]) + "]"
      : MessageText.escaped(bytes: line.lazy.map { $0 == 0 ? UInt8(ascii: " ") : $0 }, limit: 4096)
    let owner = try? FileManager.default.attributesOfItem(atPath: "/proc/\(pid)")[.ownerAccountName]
    let user = owner as? String ?? "—"
    return Known(identity: identity, command: command, user: user)
  }

  /// What the detail view shows of `pid`: its whole command line (up to 256 KB), threads
  /// and open files ("—" without permission).
  static func details(of pid: Int32) -> [String] {
    let raw = readFile("/proc/\(pid)/cmdline", limit: 1 << 18)
    // A screenful at most: the box shows no more, and wrapping 100 KB is not free.
    let line = raw.map {
      MessageText.escaped(bytes: $0.lazy.map { $0 == 0 ? 32 : $0 }, limit: 2000)
    }
    let status = readFile("/proc/\(pid)/status").map { String(decoding: $0, as: UTF8.self) } ?? ""
    let threads = status.split(separator: "\n").first { $0.hasPrefix("Threads:") }
    let files =
      (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")).map {
        String($0.count)
      } ?? "—"
    return [
      "Threads: " + (threads?.split(whereSeparator: { $0 == "\t" || $0 == " " }).last ?? "—"),
      "Open files: " + files,
      "Command line: " + (line ?? "—"),
    ]
  }
}

/// The first `limit` bytes of the file at `path`, or nil when it cannot be read (the
/// process is gone, no permission).
func readFile(_ path: String, limit: Int = 1 << 16) -> [UInt8]? {
  guard let file = FileHandle(forReadingAtPath: path) else { return nil }
  defer { try? file.close() }
  return (try? file.read(upToCount: limit)).map { [UInt8]($0) } ?? []  // nil at the end
}
