/// A record's text fields as ``HouseholdFastReader`` fills them in: each key's position
/// (``KeyTable``), its kind, and where its text is stored in the record.
///
/// A field is written at its byte offset in the record (`MemoryLayout.offset(of:)`, which the
/// standard library documents for exactly this: a pointer to a stored property) rather than
/// through its key path: a household's forty texts each paid the key-path machinery's run-time
/// walk, a third of the cost of reading them.
struct RecordLayout<Root>: @unchecked Sendable {
  // @unchecked: the key paths are immutable and Sendable themselves (`InputField.keyPath`); the
  // array of them is only not declared so.
  let index: KeyTable
  let kinds: [InputFieldKind]
  /// Whether each field is a choice (whose "" is read, not skipped, since it may be refused).
  let isChoice: [Bool]
  /// Each field's byte offset in `Root`; nil when a field is not a stored property (then every
  /// field is written through its key path).
  private let offsets: [Int]?
  private let keyPaths: [WritableKeyPath<Root, InputText>]
  /// The fields a record of a list must have (``InputField/required``).
  private let required: [WritableKeyPath<Root, InputText>]

  init(_ fields: [InputField<Root>]) {
    index = InputFieldIndex.index(fields)
    kinds = fields.map(\.kind)
    isChoice = fields.map { if case .choice = $0.kind { true } else { false } }
    keyPaths = fields.map { $0.keyPath as WritableKeyPath<Root, InputText> }
    required = fields.filter(\.required).map { $0.keyPath as WritableKeyPath<Root, InputText> }
    let offsets = fields.compactMap { MemoryLayout<Root>.offset(of: $0.keyPath) }
    self.offsets = offsets.count == fields.count ? offsets : nil
  }

  /// Whether every required field of `record` holds text.
  func hasRequired(_ record: inout Root) -> Bool { required.allSatisfy { !record[keyPath: $0].isEmpty } }

  /// Field `position` of `record` set to `text`.
  @inline(__always)
  func set(_ text: InputText, at position: Int, in record: inout Root) {
    guard let offsets else {
      record[keyPath: keyPaths[position]] = text
      return
    }
    withUnsafeMutableBytes(of: &record) { bytes in
      guard let base = bytes.baseAddress else { return }
      (base + offsets[position]).assumingMemoryBound(to: InputText.self).pointee = text
    }
  }
}

/// The layouts of the records a household holds (the decoder looks their keys up here too).
enum RecordLayouts {
  static let income = RecordLayout(IncomeData.fields)
  static let vest = RecordLayout(FutureRSUVest.fields)
  static let deductions = RecordLayout(DeductionsData.fields)
  static let payments = RecordLayout(EstimatedPaymentsData.fields)
  static let family = RecordLayout(FamilyData.fields)
  static let optionExercise = RecordLayout(IncentiveStockOptionExercise.fields)
  static let carryovers = RecordLayout(CarryoverData.fields)
  static let retirementDistribution = RecordLayout(RetirementDistribution.fields)
  static let rentalProperty = RecordLayout(RentalProperty.fields)
  static let student = RecordLayout(EducationStudent.fields)
}
