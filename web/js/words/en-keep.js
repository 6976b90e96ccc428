// English: whether the browser keeps kawu's data, and the journal's copy of a game (issue 52).
export default {
  "keep.kept": "Kept.",
  "keep.kept.why": "This browser has agreed to keep kawu's data: your games, statistics and settings stay until you clear them yourself.",
  "keep.may_be_cleared": "May be cleared.",
  "keep.may_be_cleared.why": "This browser keeps kawu's data only as long as it can: it may clear it when the device runs short of space, and it does when you clear the browser's site data.",
  "keep.how": "To keep it: install kawu as an app (Install app in Chrome or Edge; on an iPhone or iPad, Share, then Add to Home Screen), or download your data file from time to time and import it if your data is ever lost.",
  "keep.howInstalled": "kawu is installed as an app. To be safe, download your data file from time to time: any browser can import it.",
  "keep.safari": "Safari deletes everything a site has stored, your saved games, statistics and streak included, after seven days of using Safari without a visit to the site, unless the site is on your home screen. Add kawu to your home screen (Share, then Add to Home Screen), or download your data file now.",
  "keep.download": "Download my data now",
  "keep.guide": "How kawu keeps your games",
  "keep.journalAside": "A second copy of your game, which the browser keeps against crashes, did not match the saved game. The saved game goes on; the copy was not deleted: it is kept in the backup “{key}”.",
  "guide.link.saving": "Saving and your data",
  "guide.title.saving": "How kawu keeps your games",
};
