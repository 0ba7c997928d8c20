import Foundation
import QuickTaxCore

/// Finds and reads golden-case files: each a JSON array of cases.
public enum GoldenCaseLoader {
  /// A file that could not be read as a list of cases: reported as one failed case.
  public struct FileProblem: Error, Sendable, CustomStringConvertible {
    public let file: String
    public let message: String
    public var description: String { "\(file): \(message)" }
  }

  /// Every case file under `paths`: each `.json` file (a path itself, or found in a folder,
  /// recursively), sorted, except the expected-differences files.
  public static func caseFiles(under paths: [String]) throws(FileProblem) -> [String] {
    try files(under: paths).filter { ($0 as NSString).lastPathComponent != ExpectedDifferences.fileName }
  }

  /// Every `.json` file under `paths`, sorted folder by folder.
  static func files(under paths: [String]) throws(FileProblem) -> [String] {
    var files: [String] = []
    let manager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw FileProblem(file: path, message: "no such file or folder")
      }
      guard isDirectory.boolValue else {
        files.append(path)
        continue
      }
      guard let enumerator = manager.enumerator(atPath: path) else {
        throw FileProblem(file: path, message: "cannot list this folder")
      }
      var found: [String] = []
      for case let relative as String in enumerator where relative.hasSuffix(".json") {
        found.append((path as NSString).appendingPathComponent(relative))
      }
      files += found.sorted()
    }
    return files
  }

  /// The cases of one file.
  public static func cases(inFile path: String) -> Result<[GoldenCase], FileProblem> {
    guard let data = FileManager.default.contents(atPath: path) else {
      return .failure(FileProblem(file: path, message: "cannot be read"))
    }
    let document: JSONValue
    do {
      document = try JSONParser.parse(data)
    } catch {
      return .failure(FileProblem(file: path, message: "not valid JSON: \(error)"))
    }
    return cases(in: document, file: path)
  }

  /// The cases of a parsed document: a JSON array of objects.
  public static func cases(in document: JSONValue, file: String) -> Result<[GoldenCase], FileProblem> {
    guard case .array(let elements) = document else {
      return .failure(FileProblem(file: file, message: "expected a JSON array of cases, found \(document.typeName)"))
    }
    var cases: [GoldenCase] = []
    for (index, element) in elements.enumerated() {
      let object = element.objectValue ?? JSONObject()
      let name = object["name"]?.stringValue ?? "#\(index)"
      cases.append(GoldenCase(file: file, name: name, body: element.objectValue ?? JSONObject(["invalid": element])))
    }
    return .success(cases)
  }
}
