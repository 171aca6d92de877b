import Terrarium

/// The daily quote: the same for everyone on a given local date, a new one each day, in turn.
struct DailyQuote: Equatable, Sendable {
    var text: String
    var author: String

    /// Short sayings in the public domain, so the app can quote them whole.
    static let all = [
        DailyQuote(text: "Nothing can bring you peace but yourself.", author: "Ralph Waldo Emerson"),
        DailyQuote(text: "Adopt the pace of nature: her secret is patience.", author: "Ralph Waldo Emerson"),
        DailyQuote(text: "Nature does not hurry, yet everything is accomplished.", author: "Lao Tzu"),
        DailyQuote(text: "Very little is needed to make a happy life; it is all within yourself, in your way of thinking.",
                   author: "Marcus Aurelius"),
        DailyQuote(text: "The best way out is always through.", author: "Robert Frost"),
        DailyQuote(text: "Wherever you go, go with all your heart.", author: "Confucius"),
        DailyQuote(text: "Our life is frittered away by detail. Simplify, simplify.", author: "Henry David Thoreau"),
        DailyQuote(text: "Patience is bitter, but its fruit is sweet.", author: "Jean-Jacques Rousseau"),
        DailyQuote(text: "An early-morning walk is a blessing for the whole day.", author: "Henry David Thoreau"),
        DailyQuote(text: "Rest is not idleness.", author: "John Lubbock"),
        DailyQuote(text: "The soul that sees beauty may sometimes walk alone.", author: "Johann Wolfgang von Goethe"),
        DailyQuote(text: "Dwell on the beauty of life. Watch the stars, and see yourself running with them.",
                   author: "Marcus Aurelius"),
    ]

    /// The quote for a local date: the list in turn, one a day, from 1970-01-01.
    static func of(_ date: LocalDate) -> DailyQuote {
        let count = all.count
        return all[((date.daysSinceEpoch % count) + count) % count]
    }
}

/// One step of the mindful hot chocolate guide: what to do, and what to notice while doing it.
struct RecipeStep: Equatable, Sendable {
    var instruction: String
    var prompt: String

    /// Five steps; the first is the document's own example.
    static let all = [
        RecipeStep(instruction: "Pour half cup of almond milk into mug",
                   prompt: "Notice the sound as it pours, the color and texture"),
        RecipeStep(instruction: "Warm the milk gently for about a minute",
                   prompt: "Feel the warmth rising from the mug, and watch for the first wisp of steam"),
        RecipeStep(instruction: "Stir in two spoonfuls of cocoa powder",
                   prompt: "Watch the powder swirl and dissolve, and breathe in its rich scent"),
        RecipeStep(instruction: "Add a drizzle of maple syrup and a pinch of cinnamon",
                   prompt: "Notice how the color deepens as you stir slowly, round and round"),
        RecipeStep(instruction: "Hold the mug in both hands and take a slow first sip",
                   prompt: "Let the warmth settle in your palms; taste the sweetness, then breathe out"),
    ]

    static let title = "Mindful Hot Chocolate"
    static let intro = "Making a warm drink can be a small ritual of presence. Move slowly, and give each step your full attention."
}
