import { defineCopy } from "@tandem/i18n";

/**
 * The server's refusals as a person reads them (decision 304): each English message is the
 * one a service throws, word for word; an `{argument}` in it stands for whatever the service
 * put there (a name, a count), which the translation places where its language wants it.
 * A message not listed here is answered as the service wrote it.
 */
export const errorCopy = defineCopy(
  {
    unexpected: "Something went wrong on our side. Please try again.",
    unauthorized: "Unauthorized",
    adminsOnly: "Only admins can do this.",
    databaseUnavailable: "The database is unavailable. Try again in a moment.",
    shuttingDown: "This server is shutting down. Try again in a moment.",
    // Validation: zod's issues as zod-messages.ts words them, and the schemas' own.
    required: "Required.",
    mustBeText: "Must be text.",
    mustBeObject: "Must be an object.",
    mustBeList: "Must be a list.",
    mustBeWholeNumber: "Must be a whole number.",
    mustBeNumber: "Must be a number.",
    mustBeBoolean: "Must be a boolean.",
    atLeastCharacters: "Use at least {minimum} characters.",
    atMostCharacters: "Use at most {maximum} characters.",
    chooseAtLeast: "Choose at least {minimum}.",
    chooseAtMost: "Choose at most {maximum}.",
    atLeast: "Must be at least {minimum}.",
    atMost: "Must be at most {maximum}.",
    chooseOneOf: "Choose one of: {values}.",
    notAllowed: "This value is not allowed.",
    notExpected: "Not expected here.",
    notExpectedKeys: "Not expected here: {keys}.",
    validEmail: "Enter a valid e-mail address.",
    formatNotValid: "The format is not valid.",
    tooLarge: "Too large.",
    checkFields: "Please check {count} fields.",
    enterFirstName: "Enter your first name.",
    enterBirthDate: "Enter your birth date.",
    enterPhone: "Enter a phone number.",
    enterCity: "Enter a city or area.",
    enterDay: "Enter a day as YYYY-MM-DD.",
    invalidPairCode: "Invalid code: type the 6 characters you were given.",
    lettersDigits: "Use only letters, digits, . and _.",
    // Too many at once.
    tooManyRequests: "Too many requests. Please wait a few minutes and try again.",
    readTooOften: "You have asked for this many times in a few minutes. Try again in a moment.",
    sendingTooFast: "You're sending messages too quickly. Wait a moment and try again.",
    tooManyWrongCodes: "Too many wrong codes. Please wait a few minutes and try again.",
    tooManyNewLinks:
      "You have made many new links today. Share the one you have, or try again tomorrow.",
    tooManySignUps: "Too many sign-ups from your network. Please try again later.",
    // Not found.
    userNotFound: "This user does not exist.",
    accountNotFound: "Your account was not found.",
    accountGone: "This account no longer exists.",
    accountMissing: "This account does not exist.",
    rewardNotFound: "Reward not found.",
    coupleNotFound: "Couple not found.",
    conversationNotFound: "This conversation does not exist.",
    photoNotFound: "This photo does not exist.",
    rewardImageNotFound: "This image does not exist.",
    staffOnlyRewardImages: "Only staff can upload reward images.",
    unknownRewardCity:
      'No town of that name: type a town of 10,000 people or more, such as "Lyon" or "Lyon, France".',
    rewardOfAnotherCity: "This reward is only for couples in {city}. No points were taken.",
    questionNotToday: "This question is not part of today's quiz.",
    dateIdeaNotFound: "This date idea does not exist.",
    proposalNotFound: "This proposal does not exist.",
    nothingToUndo: "There is no pass to undo.",
    profileUnavailable: "This profile is not available.",
    noMatch: "You have no match with this person.",
    pairCodeInvalid: "This code is invalid or has expired.",
    inviteInvalid: "This invite link is not valid. Ask your partner to send it again.",
    inviteClosed: "This invite link no longer works. Ask the person who sent it for a new one.",
    // Not now, or not like this.
    alreadyPaired: "You're already paired with a partner. End your current relationship first.",
    notPaired: "You're not paired with anyone.",
    pairFirst: "Pair with your partner first.",
    pairToNudge: "Pair with your partner to nudge them.",
    pairForDateIdeas: "Pair with your partner to get date ideas.",
    pairedElsewhere: "{name} is already paired with someone else.",
    partnerDoneUnnamed: "Your partner already answered today's quiz.",
    partnerDone: "{name} already answered today's quiz.",
    alreadyNudgedUnnamed: "You already nudged your partner today. You can nudge again tomorrow.",
    alreadyNudged: "You already nudged {name} today. You can nudge again tomorrow.",
    alreadyAnswered: "You have already answered this question today.",
    couplesOnlyQuiz:
      "The daily quiz is for couples. In singles mode, your discovery quiz decides who you meet.",
    discoveryQuizFirst: "Take the discovery quiz first.",
    profileFirst: "Set up your profile first.",
    datingProfileFirst: "Set up your dating profile first.",
    pairedNoProfile:
      "You're paired with a partner. End the relationship before creating a dating profile.",
    pairedNoMatching:
      "You're paired with a partner. End the relationship before looking for matches.",
    conversationEnded: "This conversation has ended.",
    tooManyPhotos: "You can have up to {max} photos. Delete one to add another.",
    notEnoughPoints: "Not enough points: this reward costs {cost} points and you have {points}.",
    outOfStock: "Out of stock: every code of this reward has been given out. No points were taken.",
    notEnoughPointsTogether:
      "Not enough points together: {title} costs {cost} points and you have {points} together.",
    pairForGoal: "Pair with your partner first: a shared goal needs both of you.",
    goalChanged:
      "This reward is no longer your shared goal: it was redeemed, changed or cleared. Nothing was spent.",
    birthDateSet:
      "Your birth date is already saved and can't be changed here. If it's wrong, contact support.",
    birthDateFuture: "Your birth date can't be in the future.",
    underAge: "Tandem is for people {age} and over.",
    ownPairCode: "This is your own code. Share it with your partner instead.",
    ownInviteLink: "This is your own invite link. Send it to your partner instead.",
    cannotBlockSelf: "You cannot block yourself.",
    cannotReportSelf: "You cannot report yourself.",
    notAPhoto: "This file is not a photo we can read. Upload a JPEG, PNG or HEIC photo.",
    damagedPhoto: "We could not read this photo: it may be damaged. Try another one.",
    tooManyPixels: "This photo has more than 50 megapixels. Choose a smaller one.",
    photoTooLarge: "This photo is larger than {megabytes} MB. Choose a smaller one.",
    staffSignInAgain:
      "For staff actions, sign in again: your last sign-in was more than {hours} hours ago.",
    // Validation the contract's schemas word themselves.
    typeDeleteToConfirm: "Type DELETE to confirm.",
    dayNotExist: "This day does not exist.",
    removeControlCharacters: "Remove the control characters.",
    regionCode: "A two-letter region code, such as FR.",
    pairCodeLength: "Please enter a {length}-character code.",
    timeFormat: "Enter a time as HH:MM, like 20:00.",
    emailOrPhone: "Give an e-mail address or a phone number (one of them).",
    firstNameLength: "Keep your first name to {max} characters or fewer.",
    firstNameControl: "Your first name can't contain control or invisible characters.",
    firstNameAddress: "Your first name can't be a web address.",
    realBirthDate: "Enter your real birth date.",
    realDate: "Enter a real date: day, month and year, like 14 March 1995.",
    phoneRefused:
      "This doesn't look like a phone number. Use 5 to 15 digits, with a + and the country code if it is not a local number (for example +33 6 12 34 56 78).",
    nicknameLength: "Keep your nickname to {max} characters or fewer.",
    ageMin: "Use {age} or over: Tandem is for adults.",
    ageMax: "Use {age} or under.",
    ageRange: "Choose an age from {min} to {max}.",
    upperAge: "Choose an upper age at or above the lower one.",
    distanceMin: "Use at least {km} km.",
    distanceMax: "Use at most {km} km.",
    howManyKm: "Choose how many km.",
    chooseAgeGroup: "Choose an age group.",
    notQuizAnswer: '"{tag}" is not an answer of the quiz.',
    oneAnswerTo: 'Choose exactly one answer to "{question}"',
    notDiscoveryAnswer: "This is not an answer of the discovery quiz.",
    noteOrNothing: "Write a note or leave it out.",
    photoOrAnswer: "Like a photo or an answer, not both.",
    pointsPerAnswer: "Must be 10.",
    pickReaction: "Pick one of the reactions shown.",
    commentFirst: "Write a comment first.",
    commentOneLine: "Keep a comment to one line.",
    messageFirst: "Write a message first.",
    notThreadPlace: "Not a valid place in the thread.",
    notDateIdea: "Not a date idea.",
    notEventId: "Not a valid event id.",
    subscriptionKey: "The subscription's {key} key is not base64url.",
    subscriptionEndpoint: "The subscription's endpoint is not a web address.",
    idempotencyKeyFormat:
      "An idempotency key is 8 to 128 letters, digits, '-', '_', '.' or ':' (a UUID fits).",
    // Couples: pairing again after a break-up, and undoing it.
    undoInsteadUnnamed:
      "You ended your pairing with your partner less than {hours} hours ago. Tap Undo on your Home to bring it back, with your streak and quiz history.",
    undoInstead:
      "You ended your pairing with {name} less than {hours} hours ago. Tap Undo on your Home to bring it back, with your streak and quiz history.",
    theyCanUndoUnnamed:
      "Your partner ended your pairing less than {hours} hours ago and can still undo it from their Home, which brings back your streak and quiz history.",
    theyCanUndo:
      "{name} ended your pairing less than {hours} hours ago and can still undo it from their Home, which brings back your streak and quiz history.",
    repairInHour:
      "You two ended your relationship less than {cooldown} hours ago. You can pair with each other again in {hours} hour.",
    repairInHours:
      "You two ended your relationship less than {cooldown} hours ago. You can pair with each other again in {hours} hours.",
    pairedAgainUnnamed: "You and Your partner are paired again already.",
    pairedAgain: "You and {name} are paired again already.",
    undoAfterDeletion: "This pairing ended when an account was deleted, so it can't be undone.",
    onlyTheyUndoUnnamed:
      "Only Your partner can undo this, because Your partner ended the pairing. You can pair again with a new code.",
    onlyTheyUndo:
      "Only {name} can undo this, because {name} ended the pairing. You can pair again with a new code.",
    undoTooLate:
      "You ended this pairing more than {hours} hours ago, so it can't be undone. You can pair again with a new code.",
    undoPartnerDeleted: "Your partner deleted their account, so your pairing can't be restored.",
    undoYouPairedElsewhere:
      "You've paired with someone else since, so this pairing can't be restored.",
    undoTheyPairedElsewhereUnnamed:
      "Your partner has paired with someone else since, so your pairing can't be restored.",
    undoTheyPairedElsewhere:
      "{name} has paired with someone else since, so your pairing can't be restored.",
    undoYouSingle:
      "You use Tandem as a single now. Switch back to couple mode on your Profile, then undo.",
    undoTheySingleUnnamed:
      "Your partner uses Tandem as a single now, so your pairing can't be restored.",
    undoTheySingle: "{name} uses Tandem as a single now, so your pairing can't be restored.",
    undoFailed: "Your pairing could not be restored. Please try again.",
    pairedNoSingle:
      "You're paired with a partner. End the relationship first to use Tandem as a single.",
    // Couple proposals from a match.
    saidNotNowHour: "{name} said not now. You can ask again in {hours} hour.",
    saidNotNowHours: "{name} said not now. You can ask again in {hours} hours.",
    alreadyAsked: "You've already asked {name}. Their answer will show here.",
    askedYou: "{name} has already asked you. Say yes or not now to their proposal.",
    ownProposal: "This is your own proposal: your match answers it.",
    saidYes: "You already said yes: you're a couple.",
    saidNotNow: "You already said not now to this proposal.",
    proposalClosed: "This proposal is no longer open.",
    // Quiz and the reveal.
    chooseOption: "Choose one of the {count} options (0 to {last}).",
    notInQuizThatDay: "This question was not in your quiz that day.",
    respondAfterBoth: "You can respond once you have both answered this question.",
    // Matching, photos and chat.
    notTheirPhoto: "This photo is not one of theirs.",
    notTheirAnswer: "This is not one of their answers.",
    cityNotPlaced:
      'We can\'t place your city on the map. Write it as "Lyon, France" in your profile, or choose Anywhere.',
    cityFirst: "Add your city to your profile first, or choose Anywhere.",
    listPhotosOnce: "List each of your photos exactly once.",
    tooManyUploads: "You've uploaded a lot of photos. Try again later.",
    photosBusy: "Many photos are being processed right now. Try again in a moment.",
    otherPhotoProcessing: "Your other photo is still being processed. Try again when it is done.",
    photosSlow: "Photos are taking long to process right now. Try again in a moment.",
    // Reminders, push, account.
    remindersNeedEmail: "Reminders are sent by e-mail: your account has no e-mail address.",
    pushNotAService: "This push subscription's address is not a push service.",
    pushOtherBrowser: "This push subscription belongs to another browser.",
    exportTooOften: "You have downloaded your data several times this hour. Try again later.",
    // Rewards, redeeming twice, and the requests' own keys.
    redeemKeyReused: "This Idempotency-Key was already used to redeem another reward.",
    idempotencyHeader:
      "The Idempotency-Key header is 8 to 128 letters, digits, '-', '_', '.' or ':' (a UUID fits).",
    idempotencyKeysDiffer:
      "The Idempotency-Key header and the idempotencyKey field differ: send one key.",
    idempotencyKeyReused:
      "This idempotency key was already used for a different action: send a new key for a new action.",
    crossSite: "This request came from another site and was refused.",
    addressTooLong: "This address is too long.",
    addressNotValid: "This address is not valid.",
    // Staff: moderation, rewards' codes, API tokens.
    accountMaybeDeleted: "This account does not exist (it may have been deleted).",
    staffBirthDateFuture: "A birth date can't be in the future.",
    staffUnderAge: "This date makes them under {age}. Tandem is for people {age} and over.",
    writeNote: "Write a note: why you do this.",
    reportNotFound: "This report does not exist.",
    reportHandled: "This report was already handled.",
    reportedDeleted: "The reported account was deleted: dismiss the report.",
    cannotSuspendSelf: "You cannot suspend yourself.",
    adminsNotSuspended: "Admins cannot be suspended. Ask whoever manages ADMIN_EMAILS instead.",
    noAccountForEmail: "No account has this e-mail address.",
    webAddressOrPath: "Use an http(s) address, or a path starting with /.",
    pasteCodes: "Paste the codes, one a line, or choose a CSV file.",
    voucherCodeFormat: "A code is 4 to 40 letters, digits and dashes (like TDM-7KQ2-M9XF).",
    codesNotUtf8:
      "This file is not UTF-8 text. Save it as CSV UTF-8 (one code a line) and upload it again.",
    tooManyCodes: "Add at most {lines} codes ({characters} characters) at a time: split the file.",
    notAScope: "Not a scope of API tokens.",
    scopeOnce: "Name each scope once.",
    chooseScope: "Choose at least one scope.",
    expiryDays: "Choose an expiry of {days} days.",
    partnerScopeAlone:
      "A partner's token has the scope {scope} alone: create another token for the other scopes.",
    nameBrand: "Name the partner brand whose vouchers this token checks, as the rewards name it.",
    brandOnlyPartner: "Only a token with the scope {scope} is bound to a brand.",
    noSuchToken: "No such API token.",
    tokenCannotCall:
      "An API token cannot call {path}: tokens reach only the procedures of their scopes.",
    tokenLacksScope:
      "This API token does not have the scope {scope}, which {path} needs. Staff can create a token with it in the admin panel.",
    // A partner's till with its token: vouchers.check and vouchers.use.
    tokenInvalid:
      'This API token is not valid. Send "Authorization: Bearer tdm_..." with a token created in the admin panel.',
    tokenRevoked:
      "This API token was revoked (or its creator is no longer staff). Ask Tandem's staff for a new one.",
    tokenExpired:
      "This API token has expired. Ask Tandem's staff for a new one in the admin panel.",
    tokenRateLimited:
      "This API token made more than {calls} calls in {seconds} seconds. Wait the seconds of Retry-After.",
    partnerTokenOnly:
      "Only a partner's API token (scope vouchers:redeem, bound to a brand) checks and uses vouchers.",
    noVoucher: "No voucher of {brand} has the code {code}.",
    voucherUsed: "This code was already used on {when} UTC.",
    voucherExpired: "This code has expired: it was valid until {day}.",
    // Partner webhooks (services/webhooks).
    webhookNotAddress: "This is not a web address: use one like https://partner.example/webhooks.",
    webhookNotHttps: "The endpoint must use https.",
    webhookCredentials: "Put no user name or password in the address.",
    webhookPort: "The endpoint must be on port 443, the https default.",
    webhookHash: "Leave out the # part of the address.",
    webhookNotPublic:
      "{host} is a loopback, private or reserved address: webhooks go only to public addresses.",
    webhookResolvesPrivate:
      "{host} resolves to {address}, a loopback, private or reserved address: webhooks go only to public addresses.",
    webhookNoAddress: "{host} does not resolve to an address: check the name.",
    webhookNoEndpoint: "{brand} has no webhook endpoint: set one first.",
    webhookNoDelivery: "No such delivery: it may have been removed with its endpoint.",
    webhookPending:
      "This message is still being delivered: it can be sent again once delivered or failed.",
    webhookUseHttps: "Use an https address, like https://partner.example/webhooks.",
    webhookNotInList: "Not a delivery of this list.",
    // Insights (the contract's input).
    insightsPeriod: "Choose a period of {days} days.",
    insightsTimeZone: "Not a time zone: name one like Europe/Madrid.",
  },
  { es: () => import("./error-words.es.js") },
);
