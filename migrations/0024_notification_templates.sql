-- Reserved for the email and push templates of every notification kind (issue 16, templates).
SELECT 1;
