import { useState } from "react";
import { createRoot } from "react-dom/client";
import {
  Avatar, Badge, Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, Dialog, DialogContent,
  DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger, Input, Label, Progress, Select, Spinner,
  Switch, Tabs, TabsContent, TabsList, TabsTrigger, Textarea, toast, Toaster,
} from "@tandem/ui";
import { PointsBadge } from "./components/points-badge.js";
import { UserAvatar } from "./components/user-avatar.js";
import { PageHeader } from "./components/page-header.js";
import { MemoryRouter } from "react-router-dom";
import "./styles.css";

function Kitchen() {
  const [on, setOn] = useState(true);
  return (
    <MemoryRouter>
    <div className="mx-auto flex max-w-md flex-col gap-4 p-4">
      <PageHeader title="Kitchen" backTo="/" right={<><PointsBadge points={120} /><UserAvatar user={{ firstName: "alex" }} size="sm" /></>} />
      <div className="flex flex-wrap gap-2">
        <Button>Primary</Button><Button variant="secondary">Secondary</Button><Button variant="outline">Outline</Button>
        <Button variant="ghost">Ghost</Button><Button variant="destructive">Destructive</Button><Button size="sm">Small</Button><Button disabled>Disabled</Button>
      </div>
      <div className="flex gap-2"><Badge>Default</Badge><Badge variant="brand">Brand</Badge><Badge variant="secondary">Secondary</Badge><Badge variant="outline">Outline</Badge><Badge variant="success">Active</Badge><Badge variant="destructive">Inactive</Badge></div>
      <Card><CardHeader><CardTitle>Today's Quiz</CardTitle><CardDescription>Discover more about your relationship together!</CardDescription></CardHeader>
        <CardContent className="flex flex-col gap-2"><p className="text-sm">3/8 questions</p><Progress value={3} max={8} aria-label="Quiz progress" /></CardContent>
        <CardFooter><Button className="w-full">Continue Quiz</Button></CardFooter></Card>
      <div className="flex flex-col gap-1.5"><Label htmlFor="a">Nickname*</Label><Input id="a" placeholder="Your nickname" /></div>
      <div className="flex flex-col gap-1.5"><Label htmlFor="b">Gender*</Label><Select id="b" defaultValue=""><option value="" disabled>Select</option><option>female</option></Select></div>
      <div className="flex flex-col gap-1.5"><Label htmlFor="c">Bio</Label><Textarea id="c" placeholder="Tell us" /></div>
      <div className="flex items-center gap-3"><Switch id="s" checked={on} onCheckedChange={setOn} /><Label htmlFor="s">Add social links</Label><Switch checked={!on} onCheckedChange={(v) => setOn(!v)} aria-label="x" /></div>
      <div className="flex items-center gap-3"><Spinner size="sm" /><Spinner /><Avatar alt="Sam" fallback="S" size="lg" /><Avatar alt="x" fallback="X" src="/icons/icon-192.png" size="lg" /></div>
      <Tabs defaultValue="gen"><TabsList><TabsTrigger value="gen">Generate Code</TabsTrigger><TabsTrigger value="use">Use Code</TabsTrigger></TabsList>
        <TabsContent value="gen">Generate content</TabsContent><TabsContent value="use">Use content</TabsContent></Tabs>
      <Dialog defaultOpen><DialogTrigger asChild><Button variant="outline">Open dialog</Button></DialogTrigger>
        <DialogContent><DialogHeader><DialogTitle>End Relationship?</DialogTitle><DialogDescription>The couple pairing is removed and shared quiz history is archived.</DialogDescription></DialogHeader>
          <DialogFooter><Button variant="outline">Cancel</Button><Button variant="destructive">End Relationship</Button></DialogFooter></DialogContent></Dialog>
      <Button onClick={() => toast({ title: "Answer Submitted!", description: "You earned 10 points!" })}>Toast</Button>
    </div>
    <Toaster limit={1} duration={5000} swipeThreshold={50} removeDelay={1000000} hotkey={["F8"]} />
    </MemoryRouter>
  );
}
createRoot(document.getElementById("root")!).render(<Kitchen />);
