import type { QuestionTag } from "./question-tags.js";

export interface SeedQuestion {
  key: string;
  text: string;
  options: { text: string; tags: QuestionTag[] }[];
}

/**
 * Couple quiz question bank. Each question has exactly 4 options; each option carries 1-3 tags
 * from QUESTION_TAGS. Keys are stable slugs: never rename a key once it has been seeded.
 */
export const QUESTION_BANK: SeedQuestion[] = [
  {
    key: "rainy-sunday",
    text: "How would you spend a rainy Sunday together?",
    options: [
      { text: "Blanket fort and a movie marathon", tags: ["homebody", "relaxed", "affectionate"] },
      {
        text: "Splashing through puddles on a long walk",
        tags: ["adventurous", "outdoorsy", "playful"],
      },
      { text: "Cooking something new from scratch", tags: ["foodie", "creative"] },
      { text: "Finally tackling that to-do list", tags: ["practical", "planner"] },
    ],
  },
  {
    key: "after-disagreement",
    text: "After a disagreement, what helps you two reconnect fastest?",
    options: [
      { text: "A long, honest talk", tags: ["thoughtful"] },
      { text: "A big hug before any words", tags: ["affectionate"] },
      { text: "A silly joke to break the ice", tags: ["playful"] },
      { text: "A walk to clear our heads", tags: ["active", "outdoorsy"] },
    ],
  },
  {
    key: "good-news",
    text: "You get great news at work. How do you tell your partner?",
    options: [
      { text: "Call them the second it happens", tags: ["spontaneous", "affectionate"] },
      { text: "Save it for a special dinner reveal", tags: ["romantic", "planner", "foodie"] },
      { text: "Announce it in the group chat", tags: ["social"] },
      { text: "Tell them over a quiet evening at home", tags: ["homebody", "thoughtful"] },
    ],
  },
  {
    key: "feel-loved",
    text: "Which gesture makes you feel most loved?",
    options: [
      { text: "A handwritten note tucked in my bag", tags: ["romantic", "thoughtful"] },
      { text: "Being held while we watch TV", tags: ["affectionate", "homebody"] },
      { text: "Them handling a chore I dread", tags: ["practical", "thoughtful"] },
      { text: "A surprise day out", tags: ["spontaneous", "adventurous"] },
    ],
  },
  {
    key: "rough-day",
    text: "Your partner has had a rough day. What's your first move?",
    options: [
      { text: "Order their favourite takeaway", tags: ["foodie", "thoughtful"] },
      { text: "Run them a bath and light some candles", tags: ["romantic", "relaxed"] },
      { text: "Take them out for a change of scene", tags: ["spontaneous", "active"] },
      { text: "Just listen, no advice", tags: ["thoughtful", "affectionate"] },
    ],
  },
  {
    key: "texting-style",
    text: "What does your texting look like during the day?",
    options: [
      { text: "A steady stream of memes", tags: ["playful", "social"] },
      { text: "Sweet little check-ins", tags: ["affectionate", "romantic"] },
      { text: "Logistics: groceries, plans, pick-up times", tags: ["practical", "planner"] },
      { text: "Hardly any, we save it all for later", tags: ["relaxed", "thoughtful"] },
    ],
  },
  {
    key: "best-conversations",
    text: "Where do your best conversations happen?",
    options: [
      { text: "On long car journeys", tags: ["adventurous", "curious"] },
      { text: "Lying in bed late at night", tags: ["affectionate", "homebody"] },
      { text: "Over a slow dinner out", tags: ["foodie", "romantic"] },
      { text: "On walks in nature", tags: ["outdoorsy", "thoughtful"] },
    ],
  },
  {
    key: "once-in-a-lifetime",
    text: "Pick a once-in-a-lifetime adventure to do together.",
    options: [
      { text: "Skydiving over the coast", tags: ["adventurous", "active"] },
      { text: "A hot-air balloon ride at sunrise", tags: ["romantic", "adventurous"] },
      { text: "Trekking to a remote mountain hut", tags: ["outdoorsy", "active"] },
      { text: "A food tour through Tokyo", tags: ["foodie", "curious", "cultured"] },
    ],
  },
  {
    key: "surprise-weekend",
    text: "Your partner books a surprise weekend away. How do you react?",
    options: [
      { text: "Bags packed in five minutes", tags: ["spontaneous", "adventurous"] },
      { text: "Thrilled, but I'll need a packing list", tags: ["planner", "practical"] },
      { text: "Melting at how thoughtful it is", tags: ["romantic", "affectionate"] },
      { text: "Secretly hoping it's somewhere cosy", tags: ["homebody", "relaxed"] },
    ],
  },
  {
    key: "new-skill",
    text: "Which new skill would you love to learn as a pair?",
    options: [
      { text: "Salsa dancing", tags: ["romantic", "active", "playful"] },
      { text: "Pottery", tags: ["creative", "relaxed"] },
      { text: "Rock climbing", tags: ["adventurous", "active"] },
      { text: "A new language", tags: ["curious", "cultured", "ambitious"] },
    ],
  },
  {
    key: "theme-park",
    text: "At a theme park, where do you head first?",
    options: [
      { text: "The biggest rollercoaster", tags: ["adventurous", "spontaneous"] },
      { text: "The snack stalls", tags: ["foodie", "playful"] },
      { text: "Whatever has the shortest queue", tags: ["practical", "planner"] },
      { text: "The carousel, for old times' sake", tags: ["nostalgic", "romantic"] },
    ],
  },
  {
    key: "camping-style",
    text: "What's your idea of camping?",
    options: [
      { text: "Wild camping, no phone signal", tags: ["adventurous", "outdoorsy"] },
      { text: "A comfy campsite with a fire pit", tags: ["outdoorsy", "relaxed"] },
      { text: "Glamping with fairy lights", tags: ["romantic", "creative"] },
      { text: "A tent in the living room", tags: ["homebody", "playful"] },
    ],
  },
  {
    key: "road-trip-role",
    text: "On a road trip, what's your role?",
    options: [
      { text: "Navigator with a detailed route", tags: ["planner", "practical"] },
      { text: "DJ in charge of the playlist", tags: ["creative", "playful"] },
      { text: "Chief snack supplier", tags: ["foodie", "thoughtful"] },
      { text: "The one suggesting random detours", tags: ["spontaneous", "curious"] },
    ],
  },
  {
    key: "chore-split",
    text: "How do you two handle household chores?",
    options: [
      { text: "A shared rota on the fridge", tags: ["planner", "practical"] },
      { text: "Music on, and we clean together", tags: ["playful", "active"] },
      { text: "Whoever notices first does it", tags: ["spontaneous", "relaxed"] },
      { text: "Each of us takes what we like doing", tags: ["thoughtful", "practical"] },
    ],
  },
  {
    key: "dream-home",
    text: "Where would your dream home be?",
    options: [
      { text: "A cabin in the woods", tags: ["outdoorsy", "homebody"] },
      { text: "A loft in the heart of the city", tags: ["social", "cultured"] },
      { text: "A cottage by the sea", tags: ["romantic", "relaxed"] },
      { text: "Near family, with a big garden", tags: ["family_oriented", "practical"] },
    ],
  },
  {
    key: "home-style",
    text: "How would you describe your home's style?",
    options: [
      { text: "Cosy: blankets, candles and plants", tags: ["homebody", "relaxed"] },
      { text: "Eclectic and full of art", tags: ["creative", "cultured"] },
      { text: "Tidy and functional", tags: ["practical"] },
      { text: "Photos and keepsakes everywhere", tags: ["nostalgic", "family_oriented"] },
    ],
  },
  {
    key: "saturday-morning",
    text: "What does a perfect Saturday morning look like?",
    options: [
      { text: "Breakfast in bed", tags: ["romantic", "affectionate"] },
      { text: "An early run or gym session", tags: ["active", "ambitious"] },
      { text: "Browsing the farmers' market", tags: ["foodie", "curious"] },
      { text: "Sleeping in, no alarms", tags: ["relaxed", "homebody"] },
    ],
  },
  {
    key: "adopt-a-pet",
    text: "If you adopted a pet together, what would it be?",
    options: [
      { text: "An energetic dog for long hikes", tags: ["active", "outdoorsy"] },
      { text: "A lazy cat for the sofa", tags: ["homebody", "relaxed"] },
      { text: "Something unusual, like a tortoise", tags: ["curious", "playful"] },
      { text: "Let's wait until life is more settled", tags: ["practical", "planner"] },
    ],
  },
  {
    key: "movie-night",
    text: "It's movie night. What are you watching?",
    options: [
      { text: "A classic romcom", tags: ["romantic", "nostalgic"] },
      { text: "A mind-bending thriller", tags: ["curious", "thoughtful"] },
      { text: "An animated comedy", tags: ["playful", "relaxed"] },
      { text: "A foreign film with subtitles", tags: ["cultured", "curious"] },
    ],
  },
  {
    key: "sofa-snack",
    text: "What's your go-to sofa snack?",
    options: [
      { text: "Homemade popcorn", tags: ["homebody", "creative"] },
      { text: "A cheese board with all the trimmings", tags: ["foodie", "cultured"] },
      { text: "Sweets from our childhood", tags: ["nostalgic", "playful"] },
      { text: "Fruit and nuts", tags: ["practical", "active"] },
    ],
  },
  {
    key: "home-project",
    text: "Which home project would you tackle together?",
    options: [
      { text: "Building a vegetable patch", tags: ["outdoorsy", "practical"] },
      { text: "Painting a mural on one wall", tags: ["creative", "playful"] },
      { text: "Turning a corner into a reading nook", tags: ["homebody", "thoughtful"] },
      { text: "A full kitchen renovation", tags: ["ambitious", "planner"] },
    ],
  },
  {
    key: "dinner-date",
    text: "Pick the perfect dinner date.",
    options: [
      { text: "A candlelit Italian bistro", tags: ["romantic", "foodie"] },
      { text: "A buzzing street food market", tags: ["adventurous", "foodie", "social"] },
      { text: "Cooking together at home", tags: ["homebody", "creative"] },
      { text: "A picnic in the park", tags: ["outdoorsy", "relaxed"] },
    ],
  },
  {
    key: "cooking-together",
    text: "When you cook together, who does what?",
    options: [
      { text: "One cooks, one plays sous-chef", tags: ["practical", "thoughtful"] },
      { text: "We improvise and hope for the best", tags: ["spontaneous", "playful"] },
      { text: "We follow the recipe to the letter", tags: ["planner", "practical"] },
      { text: "One cooks, the other sings and dances", tags: ["playful", "affectionate"] },
    ],
  },
  {
    key: "new-cuisine",
    text: "A restaurant opens nearby serving food you've never tried. What do you do?",
    options: [
      { text: "Book a table for opening night", tags: ["adventurous", "foodie"] },
      { text: "Wait to read the reviews first", tags: ["planner", "practical"] },
      { text: "Bring a group of friends along", tags: ["social", "foodie"] },
      { text: "Try to recreate the dishes at home", tags: ["creative", "homebody"] },
    ],
  },
  {
    key: "weekend-breakfast",
    text: "What's your ideal weekend breakfast?",
    options: [
      { text: "A full cooked breakfast, like at home", tags: ["nostalgic", "foodie"] },
      { text: "Pancakes stacked sky-high", tags: ["playful", "foodie"] },
      { text: "A long brunch with friends", tags: ["social", "foodie"] },
      { text: "A smoothie before a workout", tags: ["active", "ambitious"] },
    ],
  },
  {
    key: "shared-dessert",
    text: "You're sharing one dessert. Which one?",
    options: [
      { text: "Chocolate lava cake", tags: ["romantic", "foodie"] },
      { text: "Grandma-style apple crumble", tags: ["nostalgic", "family_oriented"] },
      { text: "Something we've never heard of", tags: ["curious", "adventurous"] },
      { text: "A scoop each, different flavours", tags: ["practical", "playful"] },
    ],
  },
  {
    key: "picnic-essential",
    text: "What's essential in your picnic basket?",
    options: [
      { text: "Strawberries and something fizzy", tags: ["romantic"] },
      { text: "Homemade sandwiches", tags: ["practical", "homebody"] },
      { text: "A frisbee and a football", tags: ["active", "playful"] },
      { text: "A good book each", tags: ["thoughtful", "relaxed"] },
    ],
  },
  {
    key: "dinner-party",
    text: "You're hosting a dinner party. What's the vibe?",
    options: [
      { text: "A themed night with costumes", tags: ["creative", "playful", "social"] },
      { text: "An elegant multi-course menu", tags: ["cultured", "ambitious", "foodie"] },
      { text: "A casual potluck and board games", tags: ["social", "relaxed"] },
      { text: "Family around one big table", tags: ["family_oriented", "homebody"] },
    ],
  },
  {
    key: "spice-level",
    text: "How spicy do you like your food?",
    options: [
      { text: "Bring on the heat", tags: ["adventurous", "foodie"] },
      { text: "A gentle kick is plenty", tags: ["practical", "relaxed"] },
      { text: "It depends on my mood", tags: ["spontaneous"] },
      { text: "Mild, the way it was made at home", tags: ["nostalgic", "family_oriented"] },
    ],
  },
  {
    key: "signature-dish",
    text: "Which dish could become your signature as a couple?",
    options: [
      { text: "Homemade pizza night", tags: ["playful", "homebody"] },
      { text: "A slow-cooked family recipe", tags: ["family_oriented", "nostalgic"] },
      { text: "Fancy fresh pasta from scratch", tags: ["foodie", "ambitious"] },
      { text: "A new experiment every week", tags: ["curious", "creative"] },
    ],
  },
  {
    key: "unexpected-bonus",
    text: "You get an unexpected bonus. What do you do with it?",
    options: [
      { text: "Book a trip right away", tags: ["adventurous", "spontaneous"] },
      { text: "Put it straight into savings", tags: ["practical", "planner"] },
      { text: "Treat our friends to dinner", tags: ["social", "foodie"] },
      { text: "Buy something special for each other", tags: ["romantic", "thoughtful"] },
    ],
  },
  {
    key: "budgeting",
    text: "How do you two approach budgeting?",
    options: [
      { text: "A spreadsheet tracking every penny", tags: ["planner", "practical"] },
      { text: "A rough idea, and we adjust as we go", tags: ["relaxed", "practical"] },
      { text: "Saving hard toward a big shared goal", tags: ["ambitious", "planner"] },
      { text: "We'd rather not think about it", tags: ["spontaneous", "relaxed"] },
    ],
  },
  {
    key: "worth-splurging",
    text: "What's worth splurging on?",
    options: [
      { text: "Travel and experiences", tags: ["adventurous", "curious"] },
      { text: "A really good mattress", tags: ["homebody", "practical"] },
      { text: "Fancy dinners out", tags: ["foodie", "romantic"] },
      { text: "Concert and theatre tickets", tags: ["cultured", "social"] },
    ],
  },
  {
    key: "choosing-gifts",
    text: "How do you choose gifts for each other?",
    options: [
      { text: "A wish list, no surprises", tags: ["practical", "planner"] },
      { text: "Something handmade", tags: ["creative", "thoughtful"] },
      { text: "An experience we can share", tags: ["adventurous", "romantic"] },
      { text: "Whatever catches my eye that day", tags: ["spontaneous", "playful"] },
    ],
  },
  {
    key: "saving-for",
    text: "What would you two save up for first?",
    options: [
      { text: "A home of our own", tags: ["ambitious", "family_oriented"] },
      { text: "A big trip abroad", tags: ["adventurous", "curious"] },
      { text: "A rainy-day fund", tags: ["practical", "planner"] },
      { text: "A wedding or a big celebration", tags: ["romantic", "social"] },
    ],
  },
  {
    key: "five-years",
    text: "Where do you see yourselves in five years?",
    options: [
      { text: "Settled with a home and maybe kids", tags: ["family_oriented", "planner"] },
      { text: "Living somewhere new abroad", tags: ["adventurous", "curious"] },
      { text: "Running our own little business", tags: ["ambitious", "creative"] },
      { text: "Happy, wherever we are", tags: ["relaxed", "affectionate"] },
    ],
  },
  {
    key: "retirement",
    text: "Picture retirement together. What are you doing?",
    options: [
      { text: "Sailing around the world", tags: ["adventurous", "outdoorsy"] },
      { text: "Tending a big, beautiful garden", tags: ["outdoorsy", "relaxed"] },
      { text: "Hosting the grandkids every weekend", tags: ["family_oriented", "social"] },
      { text: "Taking every class going", tags: ["curious", "creative"] },
    ],
  },
  {
    key: "bucket-list",
    text: "Which would top your shared bucket list?",
    options: [
      { text: "Seeing the Northern Lights", tags: ["romantic", "adventurous"] },
      { text: "Running a marathon together", tags: ["active", "ambitious"] },
      { text: "Writing a book together", tags: ["creative", "ambitious"] },
      { text: "Throwing a huge party for everyone we love", tags: ["social", "family_oriented"] },
    ],
  },
  {
    key: "big-decisions",
    text: "How do you make big decisions together?",
    options: [
      { text: "Pros and cons lists", tags: ["planner", "practical"] },
      { text: "Gut feeling, then go for it", tags: ["spontaneous"] },
      { text: "Long talks over many evenings", tags: ["thoughtful"] },
      { text: "Asking family and friends for advice", tags: ["family_oriented", "social"] },
    ],
  },
  {
    key: "move-anywhere",
    text: "If you could move anywhere, where would you go?",
    options: [
      { text: "A buzzing capital city", tags: ["social", "cultured"] },
      { text: "A quiet mountain village", tags: ["outdoorsy", "relaxed"] },
      { text: "A sunny beach town", tags: ["romantic", "relaxed"] },
      { text: "Right back to where we grew up", tags: ["nostalgic", "family_oriented"] },
    ],
  },
  {
    key: "next-anniversary",
    text: "How do you want to celebrate your next anniversary?",
    options: [
      { text: "Recreating our first date", tags: ["nostalgic", "romantic"] },
      { text: "Trying something brand new", tags: ["adventurous", "curious"] },
      { text: "A cosy night in, just us", tags: ["homebody", "affectionate"] },
      { text: "A party with all our friends", tags: ["social", "playful"] },
    ],
  },
  {
    key: "first-met",
    text: "What do you remember most about when you first met?",
    options: [
      { text: "The nervous butterflies", tags: ["romantic", "nostalgic"] },
      { text: "How much we laughed", tags: ["playful"] },
      { text: "A conversation that went on for hours", tags: ["thoughtful", "curious"] },
      { text: "Every little detail of that day", tags: ["nostalgic", "thoughtful"] },
    ],
  },
  {
    key: "keeping-memories",
    text: "How do you keep your memories together?",
    options: [
      { text: "A printed photo album", tags: ["nostalgic", "creative"] },
      { text: "Thousands of photos on our phones", tags: ["spontaneous", "social"] },
      { text: "Ticket stubs in a shoebox", tags: ["nostalgic", "romantic"] },
      { text: "We just live in the moment", tags: ["relaxed", "spontaneous"] },
    ],
  },
  {
    key: "childhood-game",
    text: "Which childhood game would you happily play again?",
    options: [
      { text: "Hide and seek", tags: ["playful", "active"] },
      { text: "Building dens", tags: ["creative", "homebody"] },
      { text: "Card games with the family", tags: ["family_oriented", "nostalgic"] },
      { text: "Exploring the woods", tags: ["outdoorsy", "adventurous"] },
    ],
  },
  {
    key: "treasured-memory",
    text: "What kind of memory together do you treasure most?",
    options: [
      { text: "A trip far from home", tags: ["adventurous", "curious"] },
      { text: "A lazy day that felt perfect", tags: ["relaxed", "affectionate"] },
      { text: "A celebration with loved ones", tags: ["family_oriented", "social"] },
      { text: "A time we got through something hard", tags: ["thoughtful", "affectionate"] },
    ],
  },
  {
    key: "throwback-song",
    text: "A song from your early days together comes on. You...",
    options: [
      { text: "Dance in the kitchen", tags: ["playful", "romantic"] },
      { text: "Get a little misty-eyed", tags: ["nostalgic", "affectionate"] },
      { text: "Sing every word at full volume", tags: ["playful", "social"] },
      { text: "Add it to our shared playlist", tags: ["creative", "thoughtful"] },
    ],
  },
  {
    key: "start-the-day",
    text: "What's your favourite way to start the day together?",
    options: [
      { text: "A long cuddle before the alarm", tags: ["affectionate", "relaxed"] },
      { text: "Coffee made exactly how I like it", tags: ["thoughtful", "practical"] },
      { text: "A morning workout side by side", tags: ["active", "ambitious"] },
      { text: "Chatting about our plans for the day", tags: ["planner", "thoughtful"] },
    ],
  },
  {
    key: "date-night-rhythm",
    text: "How often would you love a proper date night?",
    options: [
      { text: "Every week, no excuses", tags: ["romantic", "planner"] },
      { text: "Whenever the mood strikes", tags: ["spontaneous", "romantic"] },
      { text: "Once a month, booked well ahead", tags: ["planner", "practical"] },
      { text: "Every night in is a date for us", tags: ["homebody", "affectionate"] },
    ],
  },
  {
    key: "pet-names",
    text: "What's your take on pet names?",
    options: [
      { text: "The sappier the better", tags: ["romantic", "affectionate"] },
      { text: "Silly ones only we understand", tags: ["playful", "creative"] },
      { text: "Just our real names, thanks", tags: ["practical"] },
      { text: "One we've used since day one", tags: ["nostalgic", "romantic"] },
    ],
  },
  {
    key: "small-surprise",
    text: "Which small surprise would make your partner's week?",
    options: [
      { text: "A love note on the mirror", tags: ["romantic", "creative"] },
      { text: "Their favourite snack, unprompted", tags: ["thoughtful", "foodie"] },
      { text: "A clean kitchen when they get home", tags: ["practical", "thoughtful"] },
      { text: "Tickets to something fun", tags: ["spontaneous", "cultured"] },
    ],
  },
  {
    key: "holding-hands",
    text: "Where are you most likely to hold hands?",
    options: [
      { text: "Everywhere, all the time", tags: ["affectionate", "romantic"] },
      { text: "On walks in the park", tags: ["outdoorsy", "relaxed"] },
      { text: "In busy crowds so we don't get lost", tags: ["practical", "social"] },
      { text: "During scary films", tags: ["playful", "homebody"] },
    ],
  },
  {
    key: "pranks",
    text: "How do you feel about playful pranks?",
    options: [
      { text: "Bring them on, I've got a list", tags: ["playful", "spontaneous"] },
      { text: "Small ones are cute", tags: ["playful", "affectionate"] },
      { text: "Only on April Fools' Day", tags: ["planner", "playful"] },
      { text: "I'd rather we didn't", tags: ["practical", "thoughtful"] },
    ],
  },
  {
    key: "laugh-hardest",
    text: "What makes you both laugh the hardest?",
    options: [
      { text: "Silly animal videos", tags: ["playful", "relaxed"] },
      { text: "Witty stand-up comedy", tags: ["cultured", "social"] },
      { text: "Our own inside jokes", tags: ["playful", "nostalgic"] },
      { text: "Each other's terrible dancing", tags: ["playful", "active"] },
    ],
  },
  {
    key: "karaoke-duet",
    text: "It's karaoke night. What's your duet?",
    options: [
      { text: "A big romantic ballad", tags: ["romantic", "nostalgic"] },
      { text: "A cheesy pop anthem", tags: ["playful", "social"] },
      { text: "A rock classic, air guitar included", tags: ["playful", "active"] },
      { text: "We'll cheer from the crowd, thanks", tags: ["relaxed", "social"] },
    ],
  },
  {
    key: "worst-joke",
    text: "How do you react to your partner's worst joke?",
    options: [
      { text: "Laugh anyway, out of love", tags: ["affectionate"] },
      { text: "Groan, then top it with a worse one", tags: ["playful", "creative"] },
      { text: "Save it for the next family dinner", tags: ["family_oriented", "playful"] },
      { text: "Pretend I didn't hear it", tags: ["relaxed"] },
    ],
  },
  {
    key: "travel-style",
    text: "What's your travel style as a couple?",
    options: [
      { text: "Backpacks and hostels", tags: ["adventurous", "spontaneous"] },
      { text: "A detailed itinerary for every day", tags: ["planner", "curious"] },
      { text: "All-inclusive with a sun lounger", tags: ["relaxed"] },
      { text: "Museums, galleries and old towns", tags: ["cultured", "curious"] },
    ],
  },
  {
    key: "souvenir",
    text: "What souvenir do you always bring home?",
    options: [
      { text: "A fridge magnet", tags: ["nostalgic", "playful"] },
      { text: "Local spices or snacks", tags: ["foodie", "curious"] },
      { text: "Photos, lots and lots of photos", tags: ["creative", "nostalgic"] },
      { text: "Nothing, just the memories", tags: ["practical", "relaxed"] },
    ],
  },
  {
    key: "airport-arrival",
    text: "When do you get to the airport?",
    options: [
      { text: "Three hours early, just in case", tags: ["planner", "practical"] },
      { text: "Just in time, usually running", tags: ["spontaneous", "active"] },
      { text: "Early enough for a nice meal", tags: ["foodie", "relaxed"] },
      { text: "Whenever the taxi gets us there", tags: ["relaxed"] },
    ],
  },
  {
    key: "next-destination",
    text: "Pick your next holiday destination.",
    options: [
      { text: "A tropical island", tags: ["romantic", "relaxed"] },
      { text: "A snowy mountain resort", tags: ["active", "outdoorsy"] },
      { text: "A historic European city", tags: ["cultured", "curious"] },
      { text: "Visiting relatives abroad", tags: ["family_oriented", "social"] },
    ],
  },
  {
    key: "holiday-all-day",
    text: "On holiday, what could you happily do all day?",
    options: [
      { text: "Snorkelling and swimming", tags: ["active", "adventurous"] },
      { text: "Wandering markets and side streets", tags: ["curious", "foodie"] },
      { text: "Reading by the pool", tags: ["relaxed", "thoughtful"] },
      { text: "A local cooking class", tags: ["foodie", "creative"] },
    ],
  },
  {
    key: "lost-abroad",
    text: "You're lost in a foreign city. What happens next?",
    options: [
      { text: "We ask a local and make a new friend", tags: ["social", "spontaneous"] },
      { text: "Out comes the offline map", tags: ["planner", "practical"] },
      { text: "We embrace it and explore", tags: ["adventurous", "curious"] },
      { text: "We find a café and regroup", tags: ["relaxed", "foodie"] },
    ],
  },
  {
    key: "packing-style",
    text: "How do you pack for a trip?",
    options: [
      { text: "A checklist made a week ahead", tags: ["planner", "practical"] },
      { text: "Throw things in the night before", tags: ["spontaneous", "relaxed"] },
      { text: "Carry-on only, always", tags: ["practical", "adventurous"] },
      { text: "Outfits planned for every photo", tags: ["creative", "social"] },
    ],
  },
  {
    key: "shared-hobby",
    text: "Which hobby would you most like to share?",
    options: [
      { text: "Hiking", tags: ["outdoorsy", "active"] },
      { text: "Painting or drawing", tags: ["creative", "relaxed"] },
      { text: "Board games", tags: ["playful", "social"] },
      { text: "Volunteering in our community", tags: ["thoughtful", "social"] },
    ],
  },
  {
    key: "weekend-class",
    text: "You sign up for a weekend class together. Which one?",
    options: [
      { text: "Cocktail mixing", tags: ["foodie", "social"] },
      { text: "Photography", tags: ["creative", "curious"] },
      { text: "A yoga retreat", tags: ["active", "relaxed"] },
      { text: "An art history course", tags: ["cultured", "thoughtful"] },
    ],
  },
  {
    key: "game-night-player",
    text: "At game night, what kind of player are you?",
    options: [
      { text: "Competitive, I play to win", tags: ["ambitious", "playful"] },
      { text: "The strategist with a plan", tags: ["planner", "thoughtful"] },
      { text: "Here for the snacks and the chat", tags: ["social", "foodie"] },
      { text: "Rules? I'm just here for fun", tags: ["playful", "spontaneous"] },
    ],
  },
  {
    key: "music-moment",
    text: "What's your favourite shared music moment?",
    options: [
      { text: "Front row at a live gig", tags: ["social", "adventurous"] },
      { text: "A classical concert in a grand hall", tags: ["cultured", "romantic"] },
      { text: "Vinyl nights at home", tags: ["homebody", "nostalgic"] },
      { text: "Making playlists for each other", tags: ["creative", "romantic"] },
    ],
  },
  {
    key: "reading-together",
    text: "How do you two like to read?",
    options: [
      { text: "Same book, then we discuss it", tags: ["thoughtful", "curious"] },
      { text: "Side by side, different books", tags: ["relaxed", "homebody"] },
      { text: "Reading aloud to each other", tags: ["romantic", "affectionate"] },
      { text: "Podcasts on the go count, right?", tags: ["active", "practical"] },
    ],
  },
  {
    key: "big-match",
    text: "There's a big match on TV. What's the plan?",
    options: [
      { text: "Jerseys on, shouting at the screen", tags: ["playful", "homebody"] },
      { text: "Watching at a packed pub", tags: ["social", "spontaneous"] },
      { text: "Heading to the stadium instead", tags: ["adventurous", "active"] },
      { text: "Using the time for a quiet walk", tags: ["outdoorsy", "relaxed"] },
    ],
  },
  {
    key: "garden-grow",
    text: "If you had a garden, what would you grow?",
    options: [
      { text: "Herbs and vegetables", tags: ["foodie", "practical"] },
      { text: "Wildflowers for the bees", tags: ["outdoorsy", "thoughtful"] },
      { text: "Roses, obviously", tags: ["romantic", "nostalgic"] },
      { text: "A hammock, not plants", tags: ["relaxed", "homebody"] },
    ],
  },
  {
    key: "creative-project",
    text: "Which creative project would you take on together?",
    options: [
      { text: "A short film", tags: ["creative", "ambitious"] },
      { text: "A scrapbook of our year", tags: ["nostalgic", "creative"] },
      { text: "A podcast about something we love", tags: ["curious", "social"] },
      { text: "A family recipe book", tags: ["family_oriented", "foodie"] },
    ],
  },
  {
    key: "festive-holidays",
    text: "How do you like to spend the festive holidays?",
    options: [
      { text: "A big family gathering", tags: ["family_oriented", "social"] },
      { text: "Just the two of us, tucked up at home", tags: ["romantic", "homebody"] },
      { text: "Travelling somewhere warm", tags: ["adventurous", "relaxed"] },
      { text: "Volunteering, then a cosy dinner", tags: ["thoughtful", "family_oriented"] },
    ],
  },
  {
    key: "friends-over",
    text: "Friends are coming over. What's the plan?",
    options: [
      { text: "A big cook-off", tags: ["foodie", "playful"] },
      { text: "Games until midnight", tags: ["playful", "social"] },
      { text: "A movie and a takeaway", tags: ["relaxed", "homebody"] },
      { text: "A house party, the more the merrier", tags: ["social", "spontaneous"] },
    ],
  },
  {
    key: "family-tradition",
    text: "Which family tradition would you keep going?",
    options: [
      { text: "Sunday lunch with everyone", tags: ["family_oriented", "foodie"] },
      { text: "An annual camping trip", tags: ["outdoorsy", "family_oriented"] },
      { text: "Birthday breakfasts in bed", tags: ["affectionate", "nostalgic"] },
      { text: "Let's invent our own", tags: ["creative", "spontaneous"] },
    ],
  },
  {
    key: "meeting-family",
    text: "What's your approach to meeting each other's families?",
    options: [
      { text: "Bring a homemade gift", tags: ["thoughtful", "creative"] },
      { text: "Be myself and hope for the best", tags: ["relaxed", "spontaneous"] },
      { text: "Learn everyone's interests beforehand", tags: ["planner", "curious"] },
      { text: "Offer to help with the washing-up", tags: ["practical", "family_oriented"] },
    ],
  },
  {
    key: "friend-group-role",
    text: "What role do you two play in your friend group?",
    options: [
      { text: "The party planners", tags: ["planner", "social"] },
      { text: "The ones everyone calls for advice", tags: ["thoughtful", "practical"] },
      { text: "The comic relief", tags: ["playful", "social"] },
      { text: "The quiet ones who show up when it counts", tags: ["thoughtful", "affectionate"] },
    ],
  },
  {
    key: "partner-birthday",
    text: "How do you celebrate your partner's birthday?",
    options: [
      { text: "A surprise party with everyone", tags: ["social", "spontaneous"] },
      { text: "A trip somewhere new", tags: ["adventurous", "romantic"] },
      { text: "A handmade gift and a homemade cake", tags: ["creative", "thoughtful"] },
      { text: "Their favourite dinner at home", tags: ["homebody", "foodie"] },
    ],
  },
  {
    key: "favourite-season",
    text: "Which season suits you two best?",
    options: [
      { text: "Spring: fresh starts and blossom", tags: ["romantic", "curious"] },
      { text: "Summer: long days outside", tags: ["outdoorsy", "active"] },
      { text: "Autumn: jumpers and cosy walks", tags: ["homebody", "nostalgic"] },
      { text: "Winter: snow days and hot chocolate", tags: ["playful", "relaxed"] },
    ],
  },
  {
    key: "staying-active",
    text: "How do you like to stay active together?",
    options: [
      { text: "Long bike rides", tags: ["active", "outdoorsy"] },
      { text: "Dance classes", tags: ["playful", "romantic"] },
      { text: "Training for an event", tags: ["ambitious", "planner"] },
      { text: "A gentle stroll definitely counts", tags: ["relaxed"] },
    ],
  },
  {
    key: "support-ambitions",
    text: "How do you support each other's ambitions?",
    options: [
      { text: "Cheering the loudest at every milestone", tags: ["affectionate", "ambitious"] },
      { text: "Helping make a step-by-step plan", tags: ["planner", "practical"] },
      { text: "Talking ideas through late into the night", tags: ["thoughtful", "curious"] },
      { text: "Taking over chores during busy weeks", tags: ["practical", "thoughtful"] },
    ],
  },
  {
    key: "phones-at-dinner",
    text: "How do you feel about phones at the dinner table?",
    options: [
      { text: "Phones away, always", tags: ["thoughtful", "romantic"] },
      { text: "Fine for sharing funny videos", tags: ["playful", "social"] },
      { text: "Handy for settling debates", tags: ["curious"] },
      { text: "We eat in front of the TV anyway", tags: ["relaxed", "homebody"] },
    ],
  },
  {
    key: "weekend-planning",
    text: "When do you usually make your weekend plans?",
    options: [
      { text: "By Monday, it's all in the calendar", tags: ["planner"] },
      { text: "Friday night, over dinner", tags: ["practical", "foodie"] },
      { text: "Saturday morning, on a whim", tags: ["spontaneous"] },
      { text: "We don't; weekends are for resting", tags: ["relaxed", "homebody"] },
    ],
  },
  {
    key: "museum-afternoon",
    text: "You have an afternoon at a museum. Which one?",
    options: [
      { text: "Natural history, dinosaurs please", tags: ["curious", "playful"] },
      { text: "A modern art gallery", tags: ["cultured", "creative"] },
      { text: "A science centre with hands-on exhibits", tags: ["curious", "active"] },
      { text: "A toy museum full of nostalgia", tags: ["nostalgic", "playful"] },
    ],
  },
  {
    key: "weeknight-evening",
    text: "Describe your perfect weeknight evening.",
    options: [
      { text: "Cooking dinner together", tags: ["foodie", "homebody"] },
      { text: "A sunset walk", tags: ["outdoorsy", "romantic"] },
      { text: "Drinks with friends", tags: ["social"] },
      { text: "A hobby night, side by side", tags: ["creative", "relaxed"] },
    ],
  },
  {
    key: "first-sunny-day",
    text: "It's the first sunny day of the year. What do you do?",
    options: [
      { text: "Head straight to the beach", tags: ["adventurous", "spontaneous"] },
      { text: "Fire up the barbecue", tags: ["foodie", "social"] },
      { text: "Take a long walk in the countryside", tags: ["outdoorsy", "active"] },
      { text: "Open the windows and spring-clean", tags: ["practical", "homebody"] },
    ],
  },
  {
    key: "small-disagreements",
    text: "When you disagree about something small, you usually...",
    options: [
      { text: "Talk it out right away", tags: ["thoughtful", "practical"] },
      { text: "Turn it into a joke", tags: ["playful"] },
      { text: "Let it go, it's not worth it", tags: ["relaxed"] },
      { text: "Flip a coin", tags: ["spontaneous", "playful"] },
    ],
  },
  {
    key: "learn-together",
    text: "What would you love to learn more about together?",
    options: [
      { text: "Space and the stars", tags: ["curious", "romantic"] },
      { text: "The history of places we visit", tags: ["cultured", "curious"] },
      { text: "Our family trees", tags: ["family_oriented", "nostalgic"] },
      { text: "Investing and money", tags: ["practical", "ambitious"] },
    ],
  },
  {
    key: "gift-wrapping",
    text: "How do you wrap presents?",
    options: [
      { text: "Beautifully, with ribbons and bows", tags: ["creative", "thoughtful"] },
      { text: "A gift bag, job done", tags: ["practical"] },
      { text: "Newspaper and a funny note", tags: ["playful", "creative"] },
      { text: "I hand it over unwrapped and grin", tags: ["spontaneous", "playful"] },
    ],
  },
  {
    key: "getaway-length",
    text: "What's the ideal length for a getaway?",
    options: [
      { text: "A spontaneous day trip", tags: ["spontaneous", "adventurous"] },
      { text: "A long weekend", tags: ["practical", "relaxed"] },
      { text: "Two full weeks, planned out", tags: ["relaxed", "planner"] },
      { text: "A month-long adventure", tags: ["adventurous", "ambitious"] },
    ],
  },
  {
    key: "next-week-date",
    text: "Which date would you plan for next week?",
    options: [
      { text: "Stargazing with a flask of cocoa", tags: ["romantic", "outdoorsy"] },
      { text: "An escape room", tags: ["playful", "curious"] },
      { text: "A cooking class", tags: ["foodie", "curious"] },
      { text: "A comedy club", tags: ["playful", "social"] },
    ],
  },
  {
    key: "miss-childhood",
    text: "What do you miss most about being a kid?",
    options: [
      { text: "Summer holidays that lasted forever", tags: ["nostalgic", "relaxed"] },
      { text: "Family meals around the table", tags: ["family_oriented", "nostalgic"] },
      { text: "Playing outside until dark", tags: ["outdoorsy", "playful"] },
      { text: "Having no responsibilities", tags: ["relaxed", "spontaneous"] },
    ],
  },
  {
    key: "tidy-space",
    text: "How tidy is your shared space?",
    options: [
      { text: "Spotless, everything labelled", tags: ["practical", "planner"] },
      { text: "Creative chaos", tags: ["creative", "relaxed"] },
      { text: "Tidy-ish, with cosy clutter", tags: ["homebody", "relaxed"] },
      { text: "Tidy when guests are coming", tags: ["social", "practical"] },
    ],
  },
  {
    key: "morning-or-night",
    text: "Are you more of a morning couple or a night couple?",
    options: [
      { text: "Early birds, up with the sun", tags: ["active", "ambitious"] },
      { text: "Night owls, best chats after midnight", tags: ["thoughtful", "spontaneous"] },
      { text: "One of each, we meet in the middle", tags: ["practical", "affectionate"] },
      { text: "Nap enthusiasts, any time of day", tags: ["relaxed", "homebody"] },
    ],
  },
  {
    key: "volunteer-together",
    text: "If you volunteered together, where would it be?",
    options: [
      { text: "An animal shelter", tags: ["affectionate", "thoughtful"] },
      { text: "A community garden", tags: ["outdoorsy", "practical"] },
      { text: "Cooking at a community kitchen", tags: ["foodie", "thoughtful"] },
      { text: "Organising a charity fun run", tags: ["active", "social"] },
    ],
  },
  {
    key: "holiday-photos",
    text: "What's your holiday photo style?",
    options: [
      { text: "Silly selfies everywhere", tags: ["playful", "social"] },
      { text: "Artistic landscape shots", tags: ["creative", "outdoorsy"] },
      { text: "A photo of every single meal", tags: ["foodie", "nostalgic"] },
      { text: "Barely any, we're too busy exploring", tags: ["adventurous", "spontaneous"] },
    ],
  },
  {
    key: "best-compliment",
    text: "Which compliment means the most to you?",
    options: [
      { text: '"You\'re so thoughtful."', tags: ["thoughtful"] },
      { text: '"You make me laugh every day."', tags: ["playful", "affectionate"] },
      { text: '"I\'m so proud of you."', tags: ["ambitious", "affectionate"] },
      { text: '"You make everywhere feel like home."', tags: ["homebody", "family_oriented"] },
    ],
  },
  {
    key: "new-city-first",
    text: "You arrive in a new city. What do you do first?",
    options: [
      { text: "Find the best local bakery", tags: ["foodie", "curious"] },
      { text: "Climb to the best viewpoint", tags: ["active", "adventurous"] },
      { text: "Book a walking tour", tags: ["cultured", "planner"] },
      { text: "Check in and have a nap", tags: ["relaxed", "practical"] },
    ],
  },
  {
    key: "rained-out-date",
    text: "Your outdoor date gets rained out. What's plan B?",
    options: [
      { text: "Dance in the rain anyway", tags: ["spontaneous", "romantic"] },
      { text: "A museum and gallery hop", tags: ["cultured", "curious"] },
      { text: "A cosy pub with a fireplace", tags: ["relaxed", "social"] },
      { text: "Back home for a film and soup", tags: ["homebody", "foodie"] },
    ],
  },
  {
    key: "love-story-genre",
    text: "Which genre best describes your love story?",
    options: [
      { text: "A slow-burn romance novel", tags: ["romantic", "thoughtful"] },
      { text: "A buddy comedy", tags: ["playful", "social"] },
      { text: "An action-packed road movie", tags: ["adventurous", "spontaneous"] },
      { text: "A heartwarming family saga", tags: ["family_oriented", "nostalgic"] },
    ],
  },
  {
    key: "shared-superpower",
    text: "Which superpower would you two share?",
    options: [
      { text: "Teleporting anywhere for dinner", tags: ["foodie", "adventurous"] },
      { text: "Pausing time for lazy mornings", tags: ["relaxed", "affectionate"] },
      { text: "Reading each other's minds", tags: ["thoughtful", "romantic"] },
      { text: "Never needing sleep, so we get more done", tags: ["ambitious", "practical"] },
    ],
  },
  {
    key: "time-capsule",
    text: "What would you put in a time capsule together?",
    options: [
      { text: "A letter to our future selves", tags: ["romantic", "thoughtful"] },
      { text: "A photo from our first trip", tags: ["nostalgic", "adventurous"] },
      { text: "Our favourite recipe", tags: ["foodie", "family_oriented"] },
      { text: "A silly drawing of the two of us", tags: ["creative", "playful"] },
    ],
  },
  {
    key: "lazy-day",
    text: "What does a lazy day look like for you two?",
    options: [
      { text: "Pyjamas, films and snacks", tags: ["homebody", "relaxed"] },
      { text: "A slow brunch, then a long walk", tags: ["foodie", "outdoorsy"] },
      { text: "Reading in the park", tags: ["thoughtful", "outdoorsy"] },
      { text: "Lazy day? We always have plans", tags: ["ambitious", "planner"] },
    ],
  },
  {
    key: "board-game-pick",
    text: "Which board game are you reaching for?",
    options: [
      { text: "A classic from our childhood", tags: ["nostalgic", "family_oriented"] },
      { text: "A co-op game where we're a team", tags: ["thoughtful", "affectionate"] },
      { text: "A cutthroat strategy game", tags: ["ambitious", "planner"] },
      { text: "A drawing and guessing game", tags: ["creative", "playful"] },
    ],
  },
  {
    key: "festival-spot",
    text: "At a festival, where will we find you two?",
    options: [
      { text: "At the front of the main stage", tags: ["social", "active"] },
      { text: "Trying every food truck", tags: ["foodie", "curious"] },
      { text: "At the craft workshops", tags: ["creative", "curious"] },
      { text: "Chilling on a blanket", tags: ["relaxed", "romantic"] },
    ],
  },
  {
    key: "as-neighbours",
    text: "What kind of neighbours would you two be?",
    options: [
      { text: "The ones hosting street parties", tags: ["social", "playful"] },
      { text: "The ones sharing garden veggies", tags: ["practical", "thoughtful"] },
      { text: "The ones who keep to themselves", tags: ["homebody"] },
      { text: "The ones who babysit and help out", tags: ["family_oriented", "thoughtful"] },
    ],
  },
  {
    key: "sunday-dinner-guests",
    text: "Who's around the table at your ideal Sunday dinner?",
    options: [
      { text: "Just the two of us", tags: ["romantic", "homebody"] },
      { text: "Our parents and siblings", tags: ["family_oriented"] },
      { text: "Our closest friends", tags: ["social"] },
      { text: "Whoever wants to drop by", tags: ["spontaneous", "social"] },
    ],
  },
  {
    key: "sunrise-or-sunset",
    text: "Sunrise or sunset? Pick your perfect moment.",
    options: [
      { text: "Sunrise from a mountain top", tags: ["active", "adventurous"] },
      { text: "Sunset on the beach", tags: ["romantic", "relaxed"] },
      { text: "Sunset from our balcony with dinner", tags: ["homebody", "foodie"] },
      { text: "Sunrise over coffee, planning the day", tags: ["planner", "practical"] },
    ],
  },
  {
    key: "natural-wonder",
    text: "Which natural wonder would you visit together?",
    options: [
      { text: "A vast desert canyon", tags: ["adventurous", "outdoorsy"] },
      { text: "A tropical rainforest", tags: ["curious", "outdoorsy"] },
      { text: "A quiet lake at dawn", tags: ["relaxed", "romantic"] },
      { text: "Ancient ruins on a hilltop", tags: ["cultured", "curious"] },
    ],
  },
  {
    key: "goal-this-year",
    text: "Which shared goal would you set for this year?",
    options: [
      { text: "Save up for something big", tags: ["planner", "ambitious"] },
      { text: "Get fitter together", tags: ["active", "ambitious"] },
      { text: "See more of our families", tags: ["family_oriented", "thoughtful"] },
      { text: "Try one new thing every month", tags: ["curious", "spontaneous"] },
    ],
  },
  {
    key: "hide-a-love-note",
    text: "Where would you hide a love note for your partner?",
    options: [
      { text: "In their coat pocket", tags: ["romantic", "playful"] },
      { text: "In their lunchbox", tags: ["thoughtful", "foodie"] },
      { text: "Inside the book they're reading", tags: ["romantic", "cultured"] },
      { text: "Written on the bathroom mirror", tags: ["creative", "affectionate"] },
    ],
  },
  {
    key: "coffee-run",
    text: "What's the story of your coffee runs?",
    options: [
      { text: "Same order, same café, always", tags: ["nostalgic", "practical"] },
      { text: "A new café every time", tags: ["curious", "adventurous"] },
      { text: "Coffee and a long chat", tags: ["social", "thoughtful"] },
      { text: "Homemade, in our favourite mugs", tags: ["homebody", "affectionate"] },
    ],
  },
  {
    key: "small-win",
    text: "How do you celebrate a small win together?",
    options: [
      { text: "A little happy dance", tags: ["playful", "affectionate"] },
      { text: "Our favourite takeaway", tags: ["foodie", "relaxed"] },
      { text: "Tell everyone we know", tags: ["social"] },
      { text: "Set the next goal right away", tags: ["ambitious", "planner"] },
    ],
  },
  {
    key: "holiday-decorations",
    text: "How do you decorate your home for the holidays?",
    options: [
      { text: "All out, lights on everything", tags: ["playful", "creative"] },
      { text: "Handmade decorations", tags: ["creative", "family_oriented"] },
      { text: "The same cherished ornaments every year", tags: ["nostalgic", "family_oriented"] },
      { text: "Minimal and simple", tags: ["practical", "relaxed"] },
    ],
  },
  {
    key: "first-purchase",
    text: "What's the first thing you'd buy for a new home together?",
    options: [
      { text: "A huge, comfy sofa", tags: ["homebody", "relaxed"] },
      { text: "A dining table big enough for guests", tags: ["social", "family_oriented"] },
      { text: "Art for the walls", tags: ["creative", "cultured"] },
      { text: "A really good toolkit", tags: ["practical"] },
    ],
  },
  {
    key: "at-a-wedding",
    text: "You're guests at a wedding. Where are you?",
    options: [
      { text: "First on the dance floor", tags: ["playful", "social"] },
      { text: "Slow dancing in a corner", tags: ["romantic", "affectionate"] },
      { text: "Chatting with the grandparents", tags: ["family_oriented", "thoughtful"] },
      { text: "Hovering near the dessert table", tags: ["foodie", "relaxed"] },
    ],
  },
  {
    key: "walking-route",
    text: "Which route do you take on a walk together?",
    options: [
      { text: "The same loop we love", tags: ["nostalgic", "relaxed"] },
      { text: "A new trail every time", tags: ["adventurous", "curious"] },
      { text: "The one past our favourite café", tags: ["foodie", "social"] },
      { text: "The steepest hill, for the workout", tags: ["active", "ambitious"] },
    ],
  },
  {
    key: "binge-series",
    text: "Which TV series would you binge together?",
    options: [
      { text: "A cosy baking competition", tags: ["foodie", "relaxed"] },
      { text: "A gripping crime drama", tags: ["curious", "thoughtful"] },
      { text: "A sitcom we've already seen ten times", tags: ["nostalgic", "playful"] },
      { text: "A stunning nature documentary", tags: ["outdoorsy", "curious"] },
    ],
  },
  {
    key: "home-sick",
    text: "Your partner is home sick. What do you do?",
    options: [
      { text: "Make a family soup recipe", tags: ["family_oriented", "foodie"] },
      { text: "Cuddle up and watch their comfort show", tags: ["affectionate", "homebody"] },
      { text: "Organise medicine and reminders", tags: ["practical", "planner"] },
      { text: "Cheer them up with silly stories", tags: ["playful", "thoughtful"] },
    ],
  },
  {
    key: "road-trip-vehicle",
    text: "Pick your road-trip vehicle.",
    options: [
      { text: "A vintage camper van", tags: ["nostalgic", "adventurous"] },
      { text: "A convertible on the coast road", tags: ["romantic", "spontaneous"] },
      { text: "A sensible, reliable hatchback", tags: ["practical"] },
      { text: "Bikes, no car needed", tags: ["active", "outdoorsy"] },
    ],
  },
  {
    key: "weekend-away",
    text: "Pick a weekend away.",
    options: [
      { text: "A cabin with a hot tub", tags: ["romantic", "relaxed"] },
      { text: "A city break full of galleries", tags: ["cultured", "social"] },
      { text: "A surf camp", tags: ["active", "adventurous"] },
      { text: "A farm stay with animals", tags: ["outdoorsy", "family_oriented"] },
    ],
  },
  {
    key: "discovering-partner",
    text: "What do you love discovering about your partner?",
    options: [
      { text: "Their childhood stories", tags: ["nostalgic", "curious"] },
      { text: "Their hidden talents", tags: ["creative", "curious"] },
      { text: "Their big dreams", tags: ["ambitious", "thoughtful"] },
      { text: "Their favourite foods", tags: ["foodie", "thoughtful"] },
    ],
  },
  {
    key: "mood-lifter",
    text: "What instantly lifts your mood as a couple?",
    options: [
      { text: "A spontaneous kitchen dance party", tags: ["playful", "spontaneous"] },
      { text: "Fresh air and a long walk", tags: ["outdoorsy", "active"] },
      { text: "A warm hug", tags: ["affectionate"] },
      { text: "A good meal out", tags: ["foodie", "social"] },
    ],
  },
  {
    key: "when-apart",
    text: "When you're apart, how do you stay connected?",
    options: [
      { text: "Long video calls", tags: ["affectionate", "thoughtful"] },
      { text: "Sending each other postcards", tags: ["romantic", "nostalgic"] },
      { text: "Playing online games together", tags: ["playful", "creative"] },
      { text: "A quick check-in at set times", tags: ["planner", "practical"] },
    ],
  },
  {
    key: "relationship-wish",
    text: "If you could make one wish for your relationship, what would it be?",
    options: [
      { text: "More time for adventures", tags: ["adventurous", "spontaneous"] },
      { text: "More lazy days at home", tags: ["homebody", "relaxed"] },
      { text: "To keep laughing like we do now", tags: ["playful", "affectionate"] },
      { text: "To build the life we're dreaming of", tags: ["ambitious", "planner"] },
    ],
  },
  {
    key: "slow-morning-mug",
    text: "What's in your mugs on a slow morning?",
    options: [
      { text: "Fancy pour-over coffee", tags: ["foodie", "cultured"] },
      { text: "A strong cup of tea, like always", tags: ["practical", "nostalgic"] },
      { text: "Hot chocolate with marshmallows", tags: ["playful", "homebody"] },
      { text: "A green smoothie", tags: ["active", "ambitious"] },
    ],
  },
  {
    key: "shared-playlist",
    text: "What's on your shared playlist?",
    options: [
      { text: "Love songs, of course", tags: ["romantic", "affectionate"] },
      { text: "Upbeat workout tracks", tags: ["active", "ambitious"] },
      { text: "Songs from our teenage years", tags: ["nostalgic", "playful"] },
      { text: "A bit of everything, always something new", tags: ["curious", "spontaneous"] },
    ],
  },
  {
    key: "dream-gift",
    text: "Which gift would you love to receive from your partner?",
    options: [
      { text: "Tickets to a show", tags: ["cultured", "social"] },
      { text: "Something they made themselves", tags: ["creative", "romantic"] },
      { text: "Something useful I've been needing", tags: ["practical"] },
      { text: "A surprise trip", tags: ["adventurous", "spontaneous"] },
    ],
  },
  {
    key: "future-family",
    text: 'What does "family" look like in your future?',
    options: [
      { text: "A big, busy household", tags: ["family_oriented", "social"] },
      { text: "Just us and maybe a pet", tags: ["homebody", "affectionate"] },
      { text: "Friends who feel like family", tags: ["social", "thoughtful"] },
      { text: "We'll see where life takes us", tags: ["spontaneous", "relaxed"] },
    ],
  },
  {
    key: "learn-a-dish",
    text: "You want to learn to cook a new dish. How do you go about it?",
    options: [
      { text: "Follow a video step by step", tags: ["practical", "planner"] },
      { text: "Ask a relative for their recipe", tags: ["family_oriented", "nostalgic"] },
      { text: "Wing it and taste as we go", tags: ["spontaneous", "creative"] },
      { text: "Take a proper cooking class", tags: ["ambitious", "cultured"] },
    ],
  },
  {
    key: "beach-day",
    text: "What's your perfect beach day?",
    options: [
      { text: "A sandcastle competition", tags: ["playful", "creative"] },
      { text: "Surfing and swimming all day", tags: ["active", "adventurous"] },
      { text: "Napping under an umbrella", tags: ["relaxed"] },
      { text: "A seafood lunch by the water", tags: ["foodie", "romantic"] },
    ],
  },
  {
    key: "quiet-activity",
    text: "What's your favourite quiet activity together?",
    options: [
      { text: "A jigsaw puzzle", tags: ["thoughtful", "homebody"] },
      { text: "Sketching or journaling", tags: ["creative", "thoughtful"] },
      { text: "Stargazing", tags: ["romantic", "curious"] },
      { text: "A long bath and face masks", tags: ["relaxed", "affectionate"] },
    ],
  },
  {
    key: "visiting-friends",
    text: "Friends from far away come to stay. What's the plan?",
    options: [
      { text: "Show them all our hidden gems", tags: ["curious", "social"] },
      { text: "Home-cooked feasts every night", tags: ["foodie", "family_oriented"] },
      { text: "A packed itinerary, day by day", tags: ["planner", "cultured"] },
      { text: "Lots of lazy chats at home", tags: ["relaxed", "homebody"] },
    ],
  },
  {
    key: "saying-sorry",
    text: "How do you say sorry best?",
    options: [
      { text: "With words, face to face", tags: ["thoughtful"] },
      { text: "With a long hug", tags: ["affectionate"] },
      { text: "With their favourite treat", tags: ["foodie", "thoughtful"] },
      { text: "By fixing whatever went wrong", tags: ["practical"] },
    ],
  },
  {
    key: "time-travel-date",
    text: "If you could time-travel for one date, where would you go?",
    options: [
      { text: "A 1920s jazz club", tags: ["cultured", "romantic"] },
      { text: "A medieval feast", tags: ["foodie", "playful"] },
      { text: "Back to the day we first met", tags: ["nostalgic", "romantic"] },
      { text: "The future, to see how it all turns out", tags: ["curious", "adventurous"] },
    ],
  },
  {
    key: "keeping-up-friends",
    text: "How do you keep up with friends as a couple?",
    options: [
      { text: "A standing monthly dinner", tags: ["planner", "social"] },
      { text: "Last-minute invites", tags: ["spontaneous", "social"] },
      { text: "Group chats full of memes", tags: ["playful", "social"] },
      { text: "Quality one-on-one catch-ups", tags: ["thoughtful"] },
    ],
  },
  {
    key: "new-years-eve",
    text: "How do you spend New Year's Eve?",
    options: [
      { text: "At a big party", tags: ["social", "playful"] },
      { text: "Fireworks from a hilltop", tags: ["outdoorsy", "romantic"] },
      { text: "In pyjamas before midnight", tags: ["homebody", "relaxed"] },
      { text: "Writing goals for the year ahead", tags: ["planner", "ambitious"] },
    ],
  },
  {
    key: "pizza-to-share",
    text: "You're ordering one pizza to share. What's on it?",
    options: [
      { text: "A classic margherita", tags: ["practical", "nostalgic"] },
      { text: "Pineapple, and proud of it", tags: ["playful", "adventurous"] },
      { text: "Whatever the chef recommends", tags: ["curious", "spontaneous"] },
      { text: "We'll make our own at home", tags: ["creative", "homebody"] },
    ],
  },
  {
    key: "act-of-kindness",
    text: "Which act of kindness feels most like you two?",
    options: [
      { text: "Helping a neighbour move house", tags: ["practical", "active"] },
      { text: "Cooking for a friend in need", tags: ["foodie", "thoughtful"] },
      { text: "Hosting family for the holidays", tags: ["family_oriented", "social"] },
      { text: "Leaving notes of encouragement", tags: ["creative", "affectionate"] },
    ],
  },
];
