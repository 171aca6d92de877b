/// 67108864 as `67,108,864`: whole numbers in messages and English copy, the same on every
/// machine (no locale is read).
public func groupedThousands(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var out = ""
    for (i, c) in digits.enumerated() {
        if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
        out.append(c)
    }
    return (value < 0 ? "-" : "") + out
}
