/// What an ELF file is, read from its header: an object file (`.o`), an executable, a shared
/// library or a core dump — not every ELF file is an executable.
enum ELFKind {
  /// The ELF magic number, the first four bytes of every ELF file.
  static let magic: [UInt8] = [0x7F, 0x45, 0x4C, 0x46]

  /// "ELF object", "ELF executable", "ELF shared library", "ELF core dump" or "ELF file",
  /// from the head of a file that starts with ``magic``. A position-independent executable
  /// is a shared object with an interpreter (a program header `PT_INTERP`), looked for in
  /// the program headers within `head`.
  static func name(ofHead head: [UInt8]) -> String {
    let reader = HeaderReader(bytes: head)
    switch reader.unsigned(at: 16, size: 2) {
    case 1: return "ELF object"
    case 2: return "ELF executable"
    case 3: return reader.hasInterpreter ? "ELF executable" : "ELF shared library"
    case 4: return "ELF core dump"
    default: return "ELF file"
    }
  }

  /// Reads the header's fields in the file's byte order and word size (`EI_DATA`,
  /// `EI_CLASS`); a field past the bytes read reads as nil.
  private struct HeaderReader {
    let bytes: [UInt8]
    var isBigEndian: Bool { bytes.count > 5 && bytes[5] == 2 }
    var is64Bit: Bool { bytes.count > 4 && bytes[4] == 2 }

    func unsigned(at offset: Int, size: Int) -> Int? {
      guard offset >= 0, size > 0, offset + size <= bytes.count else { return nil }
      let field = bytes[offset..<offset + size]
      let ordered = isBigEndian ? Array(field) : field.reversed()
      return ordered.reduce(0) { $0 << 8 | Int($1) }
    }

    /// True when a program header of type `PT_INTERP` (3) lies within the bytes read.
    var hasInterpreter: Bool {
      let (tableOffset, entrySize, entryCount) =
        is64Bit
        ? (unsigned(at: 32, size: 8), unsigned(at: 54, size: 2), unsigned(at: 56, size: 2))
        : (unsigned(at: 28, size: 4), unsigned(at: 42, size: 2), unsigned(at: 44, size: 2))
      guard let tableOffset, let entrySize, let entryCount, entrySize >= 4,
        tableOffset < bytes.count
      else { return false }
      let entries = min(entryCount, (bytes.count - tableOffset) / entrySize)
      return (0..<entries).contains { unsigned(at: tableOffset + $0 * entrySize, size: 4) == 3 }
    }
  }
}
