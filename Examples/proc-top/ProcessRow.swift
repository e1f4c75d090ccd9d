/// One process as the table shows it; identified by its pid.
struct ProcessRow: Identifiable {
  let id: Int32
  let parent: Int32
  let user: String
  let state: String
  let cpu: Double
  let memory: Int
  let threads: Int
  let command: String

  /// `bytes` as text that is safe to show: UTF-8 decoded, each byte that is not UTF-8 shown
  /// as `\xNN` (control characters are escaped by the surface when drawn).
  static func displayText(_ bytes: ArraySlice<UInt8>) -> String {
    var text = ""
    var iterator = bytes.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var offset = bytes.startIndex
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        text.unicodeScalars.append(Unicode.UTF8.decode(encoded))
        offset += encoded.count
      case .error(let length):
        for byte in bytes[offset..<offset + length] {
          text += "\\x" + String(byte, radix: 16, uppercase: true)
        }
        offset += length
      case .emptyInput: return text
      }
    }
  }
}
